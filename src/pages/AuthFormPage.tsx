import { PageBanner } from '../components/common/PageBanner';
import { LoginForm } from '../features/account/LoginForm';
import { RegisterForm } from '../features/account/RegisterForm';
import { MyDataPanel } from '../features/account/MyDataPanel';
import { ForgotPasswordModal, ResetPasswordModal, VerifyOtpModal } from '../features/account/AuthModals';
import { useAuthFlow } from '../features/account/useAuthFlow';
import { useSession } from '../hooks/useSession';
import { useStaticPageMeta } from '../lib/seo';

/** Sign in or register; when signed in, the greeting and Logout. */
export default function AuthFormPage() {
  useStaticPageMeta('auth');
  const session = useSession();
  const flow = useAuthFlow();

  return (
    <>
      <PageBanner title="Login / Register" />
      <div className="container py-5">
        {session.userId ? (
          <div className="cc-auth-card mx-auto text-center" style={{ maxWidth: 480 }}>
            <h2 className="h4">Hello, {session.username}</h2>
            <p>You are signed in.</p>
            <button type="button" className="btn btn-outline-success" onClick={() => void flow.logout()}>
              Logout
            </button>
            <MyDataPanel onDeleted={flow.accountDeleted} />
          </div>
        ) : (
          <div className="row g-4">
            <div className="col-12 col-lg-6">
              <LoginForm busy={flow.busy} onLogin={flow.login} onForgot={() => flow.setModal('forgot')} />
            </div>
            <div className="col-12 col-lg-6">
              <RegisterForm busy={flow.busy} onRegister={flow.register} refusedPassword={flow.refusedPassword} />
            </div>
          </div>
        )}
      </div>
      <VerifyOtpModal
        open={flow.modal === 'verify'}
        email={flow.email}
        codeSent={flow.codeSent}
        busy={flow.busy}
        onVerify={flow.verify}
        onResend={() => void flow.resend()}
        onClose={() => flow.setModal(null)}
      />
      <ForgotPasswordModal
        open={flow.modal === 'forgot'}
        busy={flow.busy}
        onSend={flow.forgot}
        onClose={() => flow.setModal(null)}
      />
      <ResetPasswordModal
        open={flow.modal === 'reset'}
        busy={flow.busy}
        email={flow.email}
        onReset={flow.reset}
        onClose={() => flow.setModal(null)}
      />
    </>
  );
}
