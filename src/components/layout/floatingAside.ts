/**
 * Floating buttons (WhatsApp, "Call us", the chat launcher; marked `data-floating`) must never
 * cover a control: whenever a link, button or field lies under one, it steps aside (fades out and
 * stops taking taps) until the page moves on. Loaded after the first screen, outside the entry chunk.
 */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
export const ASIDE_CLASS = 'is-aside';
/** Where under a floating button to look: a 3 × 3 grid, inset from its rounded edges. */
const SPOTS = [0.15, 0.5, 0.85];

function coversControl(button: HTMLElement, floating: HTMLElement[]): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const fx of SPOTS) {
    for (const fy of SPOTS) {
      // The topmost thing under this spot that is not a floating button itself.
      const under = document
        .elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy)
        .find((element) => !floating.some((f) => f.contains(element)));
      if (under?.closest(CONTROL)) return true;
    }
  }
  return false;
}

function check() {
  const floating = [...document.querySelectorAll<HTMLElement>('[data-floating]')];
  for (const button of floating) {
    // One being used (focused from the keyboard) stays where it is.
    const inUse = button.contains(document.activeElement);
    button.classList.toggle(ASIDE_CLASS, !inUse && coversControl(button, floating));
  }
}

/** Watches scrolling, resizing and page changes; returns the function that stops watching. */
export function watchFloatingButtons(): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  schedule();
  return () => {
    observer.disconnect();
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    cancelAnimationFrame(frame);
  };
}
