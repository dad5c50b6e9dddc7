/**
 * A link opened from a dialog (a search result) asks the page it opens to put focus on its heading,
 * so a keyboard shopper starts there and not back on the header button that opened the dialog.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

export function wantsHeadingFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;
}
