/**
 * Resolves once the browser has painted the current frame (at once where nothing paints: a hidden
 * tab, or tests). Work started after it does not hold back the frame that answers a tap, which is
 * what Interaction to Next Paint measures.
 */
export function nextPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined' || typeof document === 'undefined' || document.hidden)
    return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
