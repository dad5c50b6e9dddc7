import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  invalid?: boolean;
  /** The rules, shown under the field before anything is sent, and read with it. */
  hint?: string;
  /** A message about this field (shown under it, red outline, announced). */
  error?: string;
}

/** A password input with a Show / Hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  name,
  invalid,
  hint,
  error,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`form-control${invalid || error ? ' is-invalid' : ''}`}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          required
          maxLength={128}
        />
        <button
          type="button"
          // Dark outline: the secondary grey falls below 4.5:1 on the cards' cream (axe, /AuthForm).
          className="btn btn-outline-dark"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-text mb-0">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-danger small mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
