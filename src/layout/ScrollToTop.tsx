import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every navigation scrolls to the top, Back and Forward included. The browser's own
 * restoring would put a returning shopper back at the old position (on /Payment, the footer), so it
 * is switched off; a change of #hash alone is not a navigation.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    // At once: the page's smooth scrolling (Bootstrap's) would glide there from the old position.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
