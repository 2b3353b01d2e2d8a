import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';
import { resolveLazyMatches } from './routing/resolveLazyMatches.ts';
import './app.css';

async function start(container: HTMLElement) {
  // The page's own chunk first: a prerendered page then hydrates with its component in place.
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Prerendered pages hydrate; the shell (redirects, calendar, admin, unknown paths) renders.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (container) void start(container);
