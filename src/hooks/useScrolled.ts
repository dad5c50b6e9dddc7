import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` px (the header changes style at 50 px). */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);

  useEffect(() => {
    // React skips the render when the boolean did not change, so a plain passive listener is cheap.
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return scrolled;
}
