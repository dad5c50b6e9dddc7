import { useId, useState } from 'react';
import type { Coupon } from './ordersApi';
import { useCouponCheck } from './useCouponCheck';
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
  const check = useCouponCheck();
  const note =
    check.status === 'error'
      ? messages.couponFailed
      : check.status === 'success' && !check.data.ok
        ? check.data.message
        : null;

  async function apply() {
    try {
      const result = await check.run(code, subtotal);
      onApply(result.ok ? result.coupon : null);
    } catch {
      onApply(null);
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
        <button type="submit" className="btn btn-outline-success" disabled={disabled || check.pending || !code.trim()}>
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
