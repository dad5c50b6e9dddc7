import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app's first render replaces the prerendered shell (src/app/shell.tsx), read once by
 * src/app/start.tsx before it renders. Pages use it to stage that first render (useStages).
 */
let replacingShell = false;

export function noteShell(root: HTMLElement): void {
  replacingShell = root.firstChild?.nodeType === Node.COMMENT_NODE && root.firstChild.nodeValue === 'shell';
}

/** After the first commit (src/app/App.tsx): later renders replace no shell. */
export function shellReplaced(): void {
  replacingShell = false;
}

/**
 * How many of a page's `total` later parts to show. On the first render after the shell, none:
 * the page commits its first screen alone, then adds one part per task (each render a transition),
 * so no single task builds the whole page while the shopper may already be tapping. Any other
 * time (navigating within the shop, tests), all of them at once.
 */
export function useStages(total: number): number {
  const [shown, setShown] = useState(() => (replacingShell ? 0 : total));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
