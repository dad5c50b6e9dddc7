import { useId, useState, type FormEvent } from 'react';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

interface LoginFormProps {
  busy: boolean;
  onLogin: (email: string, password: string) => void;
  onForgot: () => void;
}

export function LoginForm({ busy, onLogin, onForgot }: LoginFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onLogin(email.trim(), password);
  }

  return (
    <form className="cc-auth-card" onSubmit={submit} aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="h4 mb-3">
        Login
      </h2>
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <button type="submit" className="btn btn-success" disabled={busy}>
          Login
        </button>
        <button type="button" className="btn btn-link p-0" onClick={onForgot}>
          Forgot Password?
        </button>
      </div>
    </form>
  );
}
