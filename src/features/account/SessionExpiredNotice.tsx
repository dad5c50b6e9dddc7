import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT } from '../../lib/errors';
import { paths } from '../../../common/site/paths';
import { showAlert } from '../../lib/alerts';

/** When the API says the sign-in ran out (and it could not be renewed), offer the login page. */
export function SessionExpiredNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    let open = false;
    async function onExpired() {
      if (open) return;
      open = true;
      // The accounts' texts are only needed now: they stay out of the code every page starts with.
      const { authScreenMessages } = await import('../../../common/domain/accounts');
      const result = await showAlert({
        icon: 'info',
        title: 'Signed out',
        text: authScreenMessages.sessionExpired,
        showCancelButton: true,
        confirmButtonText: 'Login',
        cancelButtonText: 'Close',
      });
      open = false;
      if (result.isConfirmed) navigate(paths.auth);
    }
    const listener = () => void onExpired();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  }, [navigate]);
  return null;
}
