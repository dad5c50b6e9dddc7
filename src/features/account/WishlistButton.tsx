import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import { useFavourites } from './useFavourites';
import { showAlert } from '../../lib/alerts';

/**
 * The listing heart. Favourites need a signed-in customer; a guest is told
 * 'Please log in to add favorites.' and offered the login page. The heart starts filled for a
 * product already saved, and toggles on every click whatever the server answers; the answer
 * shows in a popup.
 */
export function WishlistButton({ productId, productName }: { productId: number; productName: string }) {
  const favourites = useFavourites();
  const saved = favourites.favouriteOf(productId);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const filled = toggled ?? Boolean(saved);
  const navigate = useNavigate();

  async function onClick() {
    if (!favourites.signedIn) {
      const result = await showAlert({
        icon: 'error',
        title: 'Oops...',
        text: messages.favouriteLogin,
        showCancelButton: true,
        confirmButtonText: 'Login',
        cancelButtonText: 'Close',
      });
      if (result.isConfirmed) navigate(paths.auth);
      return;
    }
    const next = !filled;
    setToggled(next);
    try {
      if (next) {
        await favourites.add(productId);
        void showAlert({ icon: 'success', title: 'Success', text: 'Product added to favorites!' });
      } else if (saved) {
        await favourites.remove(saved.id);
      }
    } catch {
      void showAlert({
        icon: 'error',
        title: 'Error',
        text: next ? 'Failed to add to favorites.' : 'Failed to remove favorite.',
      });
    }
  }

  return (
    <button
      type="button"
      className={`cc-icon-btn${filled ? ' is-active' : ''}`}
      aria-label={`Add ${productName} to favourites`}
      aria-pressed={filled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.7 2.8 5 6.4 5c2.1 0 3.6 1.2 4.6 2.6C12 6.2 13.5 5 15.6 5c3.6 0 5.5 3.7 4 6.9C19.5 16.4 12 21 12 21z"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
