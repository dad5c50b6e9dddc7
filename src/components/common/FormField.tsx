import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldMarkup {
  label: string;
  /** The message under the field; the field gets a red outline while there is one. */
  error?: string;
  className?: string;
}

/** What the control inside a field is given: its id, outline and the message it is described by. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the control and Bootstrap's invalid state (red outline plus the message, announced with the field). */
function Field({ label, error, className, control }: FieldMarkup & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {control({
        id,
        className: `form-control${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

interface FormFieldProps
  extends FieldMarkup, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'className'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input. */
export function FormField({ label, value, onChange, error, className, ...input }: FormFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      className={className}
      control={(props) => <input {...input} {...props} value={value} onChange={(e) => onChange(e.target.value)} />}
    />
  );
}

interface TextAreaFieldProps
  extends FieldMarkup, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'className'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled textarea, with the same label, outline and message as FormField. */
export function TextAreaField({ label, value, onChange, error, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      className={className}
      control={(props) => (
        <textarea {...textarea} {...props} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    />
  );
}
