import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/**
 * A console form's labelled text input (text, e-mail, a number typed as text, a date): the label
 * names the field for screen readers and tests alike, and the value comes and goes as text. Other
 * attributes (type, inputMode, autoComplete, maxLength…) go to the input.
 */
export function TextField({
  label,
  value,
  onChange,
  ...input
}: InputProps & { label: ReactNode; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="c-input" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
