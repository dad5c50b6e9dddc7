/* global document, window, fetch */
/* eslint-disable @typescript-eslint/no-this-alias -- ES5 on purpose: the script runs as served, untranspiled */
/*
 * The shop's payment sandbox: a stand-in for Razorpay Checkout (checkout.js) when no Razorpay keys are
 * set. Same use: `const rzp = new Razorpay(options); rzp.on('payment.failed', fn); rzp.open();`.
 * Pay calls options.handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature }) signed by
 * the shop; Fail raises 'payment.failed' with { error }; closing calls options.modal.ondismiss().
 * Served from the shop's origin and builds its window with DOM calls only, so it runs under a CSP
 * that allows scripts from 'self' alone.
 */
(function () {
  'use strict';

  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : '';
  }

  function post(path, body) {
    return fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrftoken': cookie('csrftoken') },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || 'The sandbox did not answer.');
        return json;
      });
    });
  }

  function rupees(paise) {
    var n = Number(paise) / 100;
    return '₹' + n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) for (var key in style) node.style[key] = style[key];
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, background, color) {
    var b = el(
      'button',
      {
        padding: '10px 16px',
        border: '0',
        borderRadius: '6px',
        fontSize: '15px',
        cursor: 'pointer',
        background: background,
        color: color,
        flex: '1',
      },
      label,
    );
    b.type = 'button';
    return b;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var theme = (o.theme && o.theme.color) || '#1d5c3f';
    this.close();

    var overlay = el('div', {
      position: 'fixed',
      inset: '0',
      background: 'rgba(0,0,0,0.55)',
      zIndex: '2147483000',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontFamily: 'Arial, sans-serif',
    });
    overlay.setAttribute('data-testid', 'sandbox-checkout');
    var box = el('div', {
      background: '#fff',
      borderRadius: '10px',
      width: 'min(380px, 92vw)',
      boxShadow: '0 10px 40px rgba(0,0,0,.3)',
      overflow: 'hidden',
      color: '#1f2d27',
    });
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Payment');
    var head = el('div', { background: theme, color: '#fff', padding: '16px 20px', position: 'relative' });
    head.appendChild(el('div', { fontSize: '18px', fontWeight: 'bold' }, o.name || 'Shop'));
    head.appendChild(el('div', { fontSize: '13px', opacity: '0.9' }, o.description || 'Order Payment'));
    var amount = el('div', { fontSize: '24px', fontWeight: 'bold', marginTop: '8px' }, rupees(o.amount));
    amount.setAttribute('data-testid', 'sandbox-amount');
    head.appendChild(amount);
    var closeBtn = el(
      'button',
      {
        position: 'absolute',
        top: '10px',
        right: '12px',
        background: 'transparent',
        border: '0',
        color: '#fff',
        fontSize: '22px',
        cursor: 'pointer',
      },
      '×',
    );
    closeBtn.type = 'button';
    closeBtn.setAttribute('aria-label', 'Close');
    head.appendChild(closeBtn);
    box.appendChild(head);

    var body = el('div', { padding: '16px 20px' });
    body.appendChild(
      el(
        'div',
        {
          fontSize: '12px',
          color: '#8a5a00',
          background: '#fff6df',
          padding: '6px 8px',
          borderRadius: '4px',
          marginBottom: '12px',
        },
        'Test mode: no money moves. This is the shop’s payment sandbox.',
      ),
    );
    var methods = el('div', { display: 'flex', gap: '8px', marginBottom: '12px' });
    var method = 'card';
    var cardBtn = button('Card', theme, '#fff');
    var upiBtn = button('UPI', '#eef2f0', '#1f2d27');
    var detail = el('div', { fontSize: '14px', marginBottom: '14px', minHeight: '40px' });
    function pick(m) {
      method = m;
      cardBtn.style.background = m === 'card' ? theme : '#eef2f0';
      cardBtn.style.color = m === 'card' ? '#fff' : '#1f2d27';
      upiBtn.style.background = m === 'upi' ? theme : '#eef2f0';
      upiBtn.style.color = m === 'upi' ? '#fff' : '#1f2d27';
      detail.textContent =
        m === 'card' ? 'Test card 4111 1111 1111 1111, any future expiry, CVV 123' : 'Test UPI ID success@razorpay';
    }
    cardBtn.addEventListener('click', function () {
      pick('card');
    });
    upiBtn.addEventListener('click', function () {
      pick('upi');
    });
    methods.appendChild(cardBtn);
    methods.appendChild(upiBtn);
    body.appendChild(methods);
    body.appendChild(detail);
    pick('card');
    if (o.prefill && (o.prefill.email || o.prefill.contact)) {
      body.appendChild(
        el(
          'div',
          { fontSize: '12px', color: '#5b6b63', marginBottom: '12px' },
          [o.prefill.name, o.prefill.email, o.prefill.contact].filter(Boolean).join(' · '),
        ),
      );
    }
    var status = el('div', { fontSize: '13px', color: '#b00020', minHeight: '18px', marginBottom: '8px' });
    status.setAttribute('role', 'status');
    body.appendChild(status);
    var actions = el('div', { display: 'flex', gap: '8px' });
    var pay = button('Pay ' + rupees(o.amount), theme, '#fff');
    var fail = button('Fail', '#b00020', '#fff');
    actions.appendChild(pay);
    actions.appendChild(fail);
    body.appendChild(actions);
    box.appendChild(body);
    overlay.appendChild(box);

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
    }

    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = '';
      post('/api/payments/sandbox/pay/', { order_id: o.order_id, method: method }).then(
        function (result) {
          self.close();
          if (typeof o.handler === 'function') o.handler(result);
        },
        function (error) {
          busy(false);
          status.textContent = error.message;
        },
      );
    });

    fail.addEventListener('click', function () {
      busy(true);
      post('/api/payments/sandbox/fail/', { order_id: o.order_id, method: method }).then(
        function (result) {
          busy(false);
          status.textContent = 'Payment failed. You can try again or close this window.';
          self.emit('payment.failed', result);
        },
        function (error) {
          busy(false);
          status.textContent = error.message;
        },
      );
    });

    closeBtn.addEventListener('click', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });

    this.overlay = overlay;
    document.body.appendChild(overlay);
    // The amount shown is the order's own, as the provider holds it.
    fetch('/api/payments/sandbox/orders/' + encodeURIComponent(o.order_id) + '/', { credentials: 'same-origin' })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(
        function (order) {
          if (!order) {
            status.textContent = 'This order is not known to the payment sandbox.';
            pay.disabled = true;
            return;
          }
          amount.textContent = rupees(order.amount);
          pay.textContent = 'Pay ' + rupees(order.amount);
        },
        function () {},
      );
  };

  window.Razorpay = Razorpay;
})();
