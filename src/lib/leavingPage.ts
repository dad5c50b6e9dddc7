/**
 * Whether the page is being left. Firefox and Safari end the requests still in flight then and
 * report each as a network error (Chromium drops them unseen): such a request was canceled, not
 * failed, and is no console error.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  // beforeunload comes first: WebKit ends the requests before pagehide.
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const leavingPage = (): boolean => leaving;
