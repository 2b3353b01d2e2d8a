import { useRoutes } from 'react-router';
import { RouteError } from './layout/RouteError.tsx';
import { routes } from './routes.tsx';
import { ErrorBoundary } from './routing/ErrorBoundary.tsx';

/** The routed site, the same tree in the browser and in the prerender. */
export function App() {
  return (
    // Last resort: an error in the layout itself (nothing of the site can render around it).
    <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <Routes />
    </ErrorBoundary>
  );
}

function Routes() {
  return useRoutes(routes);
}
