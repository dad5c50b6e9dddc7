import { useId, useState, type FormEvent } from 'react';
import { accountMessages, passwordProblem, passwordRules, type RegisterFields } from '../../../common/domain/accounts';
import { PasswordField } from './PasswordField';
import { PrivacyNotice } from '../../components/common/PrivacyNotice';

interface RegisterFormProps {
  busy: boolean;
  onRegister: (fields: RegisterFields) => void;
  /** The server's reason for refusing a password (e.g. too common), shown under the field while it holds that password. */
  refusedPassword?: { password: string; text: string } | null;
}

const EMPTY: RegisterFields = { username: '', email: '', mobile: '', password: '', confirm_password: '' };

export function RegisterForm({ busy, onRegister, refusedPassword }: RegisterFormProps) {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  /** The password the shown problem is about: typing a new one clears it (local or the server's). */
  const [problem, setProblem] = useState<{ password: string; text: string } | null>(null);
  const set = (name: keyof RegisterFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (name === 'password' || name === 'confirm_password') setMismatch(false);
  };
  // A reason stays under the field until the password changes.
  const shownProblem = [problem, refusedPassword].find((p) => p && p.password === fields.password)?.text;

  function submit(event: FormEvent) {
    event.preventDefault();
    const tooShortOrLong = passwordProblem(fields.password);
    if (tooShortOrLong) {
      setProblem({ password: fields.password, text: tooShortOrLong });
      return;
    }
    if (fields.password !== fields.confirm_password) {
      setMismatch(true);
      return;
    }
    onRegister({ ...fields, username: fields.username.trim(), email: fields.email.trim() });
  }

  const text = (name: 'username' | 'email' | 'mobile', label: string, type: string, autoComplete: string) => (
    <div className="mb-3">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className="form-control"
        value={fields[name]}
        onChange={(e) => set(name)(e.target.value)}
        autoComplete={autoComplete}
        inputMode={name === 'mobile' ? 'tel' : undefined}
        required
      />
    </div>
  );

  return (
    <form className="cc-auth-card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h4 mb-3">
        Register
      </h2>
      {text('username', 'Username', 'text', 'username')}
      {text('email', 'Email', 'email', 'email')}
      {text('mobile', 'Mobile', 'tel', 'tel')}
      <PasswordField
        label="Password"
        name="password"
        value={fields.password}
        onChange={set('password')}
        autoComplete="new-password"
        hint={passwordRules}
        error={shownProblem}
      />
      <PasswordField
        label="Confirm Password"
        name="confirm_password"
        value={fields.confirm_password}
        onChange={set('confirm_password')}
        autoComplete="new-password"
        invalid={mismatch}
      />
      {mismatch && (
        <p className="text-danger" role="alert">
          {accountMessages.passwordsMismatch}
        </p>
      )}
      <button type="submit" className="btn btn-success" disabled={busy}>
        Register
      </button>
      <PrivacyNotice />
    </form>
  );
}
