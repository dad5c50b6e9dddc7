import { useId, useState } from 'react';

interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen (the stock); below 1 means nothing can be (the stepper is disabled). */
  max: number;
  onChange: (quantity: number) => void;
  /** Asked for more than `max` (+ at the top, or a larger number typed): the caller says why not. */
  onLimit?: () => void;
  /** What the quantity is of, for screen readers: "Quantity of Coconut Oil". */
  label: string;
  disabled?: boolean;
  /** Small for table rows; the product page uses the regular size. */
  small?: boolean;
  className?: string;
}

/** − / number / + kept within 1..max; what is being typed is only a draft until it is a whole number. */
export function QuantityStepper({
  value,
  max,
  onChange,
  onLimit,
  label,
  disabled,
  small,
  className,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || max < 1;
  // "Quantity of Coconut Oil" → "Decrease quantity of Coconut Oil".
  const what = label.charAt(0).toLowerCase() + label.slice(1);

  function set(next: number) {
    if (next > max) {
      onChange(Math.max(1, max));
      onLimit?.();
      return;
    }
    onChange(Math.max(1, next));
  }

  return (
    <div className={`input-group${small ? ' input-group-sm' : ''} cc-stepper ${className ?? ''}`}>
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={`Decrease ${what}`}
        disabled={off || value <= 1}
        onClick={() => {
          setDraft(null);
          set(value - 1);
        }}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        className="form-control text-center"
        value={draft ?? String(value)}
        disabled={off}
        onChange={(e) => {
          const n = Number(e.target.value);
          // Too many is replaced by the most there is at once, so the box never shows a number that cannot be had.
          setDraft(Number.isInteger(n) && n > max ? null : e.target.value);
          if (e.target.value !== '' && Number.isInteger(n) && n >= 1) set(n);
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={`Increase ${what}`}
        disabled={off}
        onClick={() => {
          setDraft(null);
          set(value + 1);
        }}
      >
        +
      </button>
    </div>
  );
}
