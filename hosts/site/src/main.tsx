import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { EarlyInputReplay } from './hydration/EarlyInputReplay.tsx';
import { takeEarlyInput } from './hydration/takeEarlyInput.ts';
import { routes } from './routes.tsx';
import { LinkIntent } from './routing/linkIntent.ts';
import { preloadMatches } from './routing/preloadMatches.ts';
import './app.css';

/** A link's first intent loads the page it leads to; the code for that arrives on first use. */
function preloadRoute(path: string): void {
  import('./routing/preloadRoute.ts').then(
    (module) => module.preloadRoute(path),
    () => {},
  );
}

/** A prerendered page runs this after its first paint (prerender/entryAfterPaint.ts). */
async function start(container: HTMLElement) {
  // The page's own chunk first: a prerendered page then hydrates with its component in place.
  await preloadMatches(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <LinkIntent value={preloadRoute}>
          <EarlyInputReplay early={takeEarlyInput(container)}>
            <App />
          </EarlyInputReplay>
        </LinkIntent>
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered pages hydrate; the shell (redirects, calendar, admin, unknown paths) renders.
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (Lighthouse's total blocking time on a phone: / 87 -> 16 ms,
  // /pricing/premium 201 -> 70 ms); a visitor's early input is still held and replayed.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Leads an earlier page left waiting on this device go now (DESIGN.md §10), off the first load.
  if (document.readyState === 'complete') resumeOutbox();
  else window.addEventListener('load', resumeOutbox, { once: true });
}

function resumeOutbox() {
  setTimeout(
    () =>
      void import('@gw/api-client').then(({ acceptDocuments, startOutbox, uploadDocuments }) => {
        acceptDocuments(uploadDocuments);
        startOutbox();
      }),
    0,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
