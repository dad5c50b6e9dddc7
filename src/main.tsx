import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';

/**
 * The page arrives with its header (and, on the home page, its banner) already in the HTML
 * (src/app/shell.tsx). The app's code (React, the router, the layout: about 90 KB) runs once the
 * browser has painted that shell, so a slow phone shows the page before it spends time on the
 * scripts. Other pages download it meanwhile (the HTML names it with modulepreload); on a page
 * whose shell is its whole first screen (the server then holds the app's files back in
 * `#after-paint`), the download starts only once the shell's picture is on screen, so the app does
 * not compete with it for the connection.
 */
function run() {
  const later = document.getElementById('after-paint');
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  import('./app/start')
    .then(({ start }) => start())
    .catch((error: unknown) => console.error('The shop could not start', error));
}

/** However slow the picture, the app starts by then (ms after it was asked to wait). */
const LONGEST_WAIT = 2500;
/** After the picture has loaded, how long to wait for the browser to report it painted. */
const PAINT_REPORT_WAIT = 500;

/**
 * Resolves once the shell's first screen has been painted: its picture (the one it asks for with
 * high priority) when it has one, else its first contentful paint. The browser reports a paint after
 * the frame is shown, so this waits for that report rather than guessing with a frame callback: a
 * frame callback runs before the frame is shown, and the app's files requested then were counted in
 * the first screen's paint.
 */
function firstScreenShown(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const loaded = new Promise<void>((resolve) => {
    if (!picture || picture.complete) return resolve();
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
  const painted = loaded.then(() => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return nextFrame();
    return new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        setTimeout(resolve, 0);
      };
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => !picture || (entry as LargestContentfulPaint).element === picture))
          done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(done, PAINT_REPORT_WAIT);
    });
  });
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT))]);
}

if (document.visibilityState !== 'visible') run();
else if (document.getElementById('after-paint')) void firstScreenShown().then(run);
else requestAnimationFrame(() => setTimeout(run, 0));
