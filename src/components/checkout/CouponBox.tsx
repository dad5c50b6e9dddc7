import { useId, useState } from 'react';
import { fetchCoupons, type Coupon } from '../../api/orders';
import { applyCoupon } from '../../../common/domain/coupon';
import { messages } from '../../../common/domain/messages';
import { formatRupees, type Paise } from '../../../common/domain/money';

interface CouponBoxProps {
  subtotal: Paise;
  applied: Coupon | null;
  discount: Paise;
  onApply: (coupon: Coupon | null) => void;
  disabled?: boolean;
}

/** Coupon code and Apply: the code must match exactly, and the cart must be worth at least the coupon's price. */
export function CouponBox({ subtotal, applied, discount, onApply, disabled }: CouponBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    setBusy(true);
    setNote(null);
    try {
      const result = applyCoupon(await fetchCoupons(), code.trim(), subtotal);
      if (result.ok) {
        onApply(result.coupon);
      } else {
        onApply(null);
        setNote(result.message);
      }
    } catch {
      onApply(null);
      setNote(messages.couponFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className="form-label">
        Coupon code
      </label>
      <div className="input-group">
        <input
          id={id}
          className="form-control"
          value={code}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-success" disabled={disabled || busy || !code.trim()}>
          Apply
        </button>
      </div>
      {note && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {note}
        </p>
      )}
      {applied && !note && (
        <p className="text-success small mt-2 mb-0" role="status">
          Coupon {applied.coupen_code} applied: {formatRupees(discount)} off.
        </p>
      )}
    </form>
  );
}
