import { useEffect, useState } from 'react';

function currentWidth(): number {
  return typeof window === 'undefined' ? 1280 : window.innerWidth;
}

/** window.innerWidth, kept current on resize (home grid size, related products count). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    const onResize = () => setWidth(currentWidth());
    onResize(); // a resize between the first render and this effect would otherwise be missed
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
