import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AltSiteGate } from '../altSite/AltSiteGate.tsx';
import { HomeLogoLink } from '../brand/index.ts';
import { ErrorBoundary } from '../routing/ErrorBoundary.tsx';
import { ScrollToTop } from '../routing/ScrollToTop.tsx';
import { container } from '../sections/ui/layout.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The operator pages' layout (/admin-login, /admin; page table rows with `layout: 'operator'`):
 * the wordmark, leading home, and the page, with none of the marketing navigation, header
 * actions or footer. Its own chunk, loaded with the operator pages (routes.tsx), so the site's
 * first bundle does not carry it.
 */
export function OperatorLayout() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shell = (
    <>
      <div className="flex min-h-screen flex-col bg-canvas font-sans text-body">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-primary"
        >
          Skip to content
        </a>
        <header className="border-b border-line bg-surface">
          <div className={`${container} flex min-h-16 items-center`}>
            <HomeLogoLink />
          </div>
        </header>
        <main id="main" className="flex-1">
          <ErrorBoundary key={path} fallback={(error) => <RouteError error={error} />}>
            <Suspense
              fallback={
                <p role="status" className={`${container} py-24 text-muted`}>
                  Loading…
                </p>
              }
            >
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <DocumentHead />
      <ScrollToTop />
    </>
  );
  // The alternate-site build shows every route behind the credentials screen, these too (spec §2).
  return import.meta.env.GW_ALT_SITE === '1' ? <AltSiteGate>{shell}</AltSiteGate> : shell;
}
