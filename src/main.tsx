import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';

/**
 * The page arrives with its header (and, on the home page, its banner) already in the HTML
 * (src/app/shell.tsx). The app's code (React, the router, the layout: about 90 KB) runs once the
 * browser has painted that shell, so a slow phone shows the page before it spends time on the
 * scripts. Other pages download it meanwhile (the HTML names it with modulepreload); the home
 * page, whose first screen needs no script, starts the download now.
 */
function run() {
  // On the home page the server holds the app's files back until now (server/seo/assets.ts).
  const later = document.getElementById('after-paint');
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  import('./app/start')
    .then(({ start }) => start())
    .catch((error: unknown) => console.error('The shop could not start', error));
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
else run();
