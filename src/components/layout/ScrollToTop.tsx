import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation scrolls to the top (a change of path or query, not of #hash). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
