import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/common/Modal';
import { accountMessages, passwordRules, verificationTexts } from '../../../common/domain/accounts';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
}

function CodeInput({ value, onChange }: CodeInputProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        OTP
      </label>
      <input
        id={id}
        className="form-control"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        required
        data-autofocus
      />
    </div>
  );
}

export function VerifyOtpModal(props: {
  open: boolean;
  email: string;
  /** false: the server could not e-mail the code yet and keeps trying (docs/decisions.md). */
  codeSent?: boolean;
  busy: boolean;
  onVerify: (code: string) => void;
  /** Asks for a new code (the old one stops working). */
  onResend: () => void;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  return (
    <Modal open={props.open} title="Verify OTP" onClose={props.onClose}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          props.onVerify(code);
        }}
      >
        {props.codeSent === false ? (
          <p role="alert">
            We could not e-mail your code to {props.email} just now. We are trying again: it should arrive within a few
            minutes and works for 10 minutes after it was made. If it does not arrive, ask for a new code below.
          </p>
        ) : (
          <p>
            We have e-mailed a 6-digit code to {props.email}. It expires in 10 minutes. Closed this by mistake? Sign in
            with your email and password to get back here.
          </p>
        )}
        <CodeInput value={code} onChange={setCode} />
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <button type="submit" className="btn btn-success" disabled={props.busy}>
            Verify OTP
          </button>
          <button type="button" className="btn btn-link p-0" disabled={props.busy} onClick={props.onResend}>
            {verificationTexts.sendNewCode}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function ForgotPasswordModal(props: {
  open: boolean;
  busy: boolean;
  onSend: (email: string) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  return (
    <Modal open={props.open} title="Forgot Password" onClose={props.onClose}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          props.onSend(email.trim());
        }}
      >
        <EmailField value={email} onChange={setEmail} focusOnOpen />
        <button type="submit" className="btn btn-success" disabled={props.busy}>
          Send OTP
        </button>
      </form>
    </Modal>
  );
}

export function ResetPasswordModal(props: {
  open: boolean;
  busy: boolean;
  /** The address the code was asked for. */
  email: string;
  onReset: (otp: string, password: string, confirm: string) => void;
  onClose: () => void;
}) {
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return (
    <Modal open={props.open} title="Reset Password" onClose={props.onClose}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (password !== confirm) {
            setMismatch(true);
            return;
          }
          props.onReset(otp, password, confirm);
        }}
      >
        {/* The server answers alike for every address, so no one can learn who has an account here:
            the shopper is told where a missing code went instead (docs/decisions.md). */}
        <p>
          If {props.email} is registered with us, we have e-mailed a 6-digit code to it. It expires in 10 minutes. No
          code? Codes go only to registered addresses: check the address, or register.
        </p>
        <CodeInput value={otp} onChange={setOtp} />
        <PasswordField
          label="New Password"
          name="new_password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setMismatch(false);
          }}
          autoComplete="new-password"
          hint={passwordRules}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm_password"
          value={confirm}
          onChange={(v) => {
            setConfirm(v);
            setMismatch(false);
          }}
          autoComplete="new-password"
          invalid={mismatch}
        />
        {mismatch && (
          <p className="text-danger" role="alert">
            {accountMessages.passwordsMismatch}
          </p>
        )}
        <button type="submit" className="btn btn-success" disabled={props.busy}>
          Reset Password
        </button>
      </form>
    </Modal>
  );
}
