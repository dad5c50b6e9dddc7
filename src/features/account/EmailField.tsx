import { useId } from 'react';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Focus it when its dialog opens. */
  focusOnOpen?: boolean;
}

/** The labelled e-mail input of the sign-in screens. */
export function EmailField({ value, onChange, focusOnOpen }: EmailFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Email
      </label>
      <input
        id={id}
        type="email"
        className="form-control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="email"
        required
        data-autofocus={focusOnOpen || undefined}
      />
    </div>
  );
}
