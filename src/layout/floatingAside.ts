/**
 * Floating buttons (WhatsApp, "Call us", the chat launcher; marked `data-floating`) must never
 * cover a control: whenever a link, button or field lies under one, it steps aside (fades out and
 * stops taking taps) until the page moves on. Loaded after the first screen, outside the entry chunk.
 */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
export const ASIDE_CLASS = 'is-aside';
/** How long after a change to the page the buttons look again (scrolling, resizing, focus: at once). */
const CHANGES_SETTLE_MS = 250;

/** Where under a floating button to look: a 3 × 3 grid, inset from its rounded edges. */
const SPOTS = [0.15, 0.5, 0.85];

function coversControl(button: HTMLElement, floating: HTMLElement[]): boolean {
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  // Controls whose box meets this one: a disabled button is not hit-tested, yet it is still a control
  // the shopper is about to use (the coupon's Apply before a code is typed).
  const near = [...document.querySelectorAll<HTMLElement>(CONTROL)].filter((control) => {
    if (floating.some((f) => f.contains(control))) return false;
    const r = control.getBoundingClientRect();
    return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  });
  if (near.length === 0) return false;
  for (const fx of SPOTS) {
    for (const fy of SPOTS) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      // The topmost thing under this spot that is not a floating button itself.
      const under = document.elementsFromPoint(x, y).find((element) => !floating.some((f) => f.contains(element)));
      if (!under) continue;
      if (under.closest(CONTROL)) return true;
      const inside = near.some((control) => {
        const r = control.getBoundingClientRect();
        return under.contains(control) && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
      });
      if (inside) return true;
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Checked just after the next paint, not before it: by then the browser has laid the page out for
  // that frame, so reading the controls' boxes costs nothing, whereas in the frame itself it forced
  // the layout of what a tap had just changed (25-30 ms at 4x CPU on the checkout form, all of it
  // added to the tap's answer). The button steps aside one frame later.
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          frame = 0;
          check();
        }, 0);
      });
  };
  // Changes to the page come in bursts (React's commits as a page starts, its lazy parts, a list
  // filling in): one look once a burst is a quarter-second old, not one after each change. Each look
  // reads every control's box, which lays out what the change left dirty: on the home page, four
  // looks in its first half-second took 2-22 ms each (`npm run bench:tasks`).
  let changes: ReturnType<typeof setTimeout> | undefined;
  const afterChanges = () => {
    changes ??= setTimeout(() => {
      changes = undefined;
      schedule();
    }, CHANGES_SETTLE_MS);
  };
  const observer = new MutationObserver(afterChanges);
  // Also a control that appears, or becomes enabled, where a button floats.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  afterChanges();
  return () => {
    observer.disconnect();
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(changes);
  };
}
