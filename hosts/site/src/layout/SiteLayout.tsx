import { ToastProvider } from '@gw/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AltSiteGate } from '../altSite/AltSiteGate.tsx';
import { ErrorBoundary } from '../routing/ErrorBoundary.tsx';
import { ScrollToTop } from '../routing/ScrollToTop.tsx';
import { Footer } from '../sections/Footer/index.ts';
import { Header } from '../sections/Header/index.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { HeaderActionButton } from './HeaderActionButton.tsx';
import { headerActionFor } from './headerAction.ts';
import { RouteError } from './RouteError.tsx';

/** Paths whose header hides the Blog link (spec §2). */
const pathsWithoutBlog = new Set(['/about-us']);

/**
 * The shared layout of every route: header (its main action chosen by the path), the page,
 * footer. Every route change scrolls to the top (spec §2).
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Toasts outlive a page: the waitlist's 'Success' stays up while it moves to the calendar.
  const site = (
    <ToastProvider>
      <div className="flex min-h-screen flex-col bg-surface font-sans text-body">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-primary"
        >
          Skip to content
        </a>
        <Header
          hideBlog={pathsWithoutBlog.has(path)}
          mainAction={<HeaderActionButton key={path} action={headerActionFor(path)} />}
        />
        <main id="main" className="flex-1">
          {/* A new path gets a fresh boundary: an error on one page does not stick to the next. */}
          <ErrorBoundary key={path} fallback={(error) => <RouteError error={error} />}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      <DocumentHead />
      <ScrollToTop />
    </ToastProvider>
  );
  // The alternate-site build renders the routes only behind the credentials screen (spec §2).
  // Compared inline so the public build folds it to `false` and drops the gate entirely.
  return import.meta.env.GW_ALT_SITE === '1' ? <AltSiteGate>{site}</AltSiteGate> : site;
}

/** While a page's chunk loads after a client-side navigation (never on a prerendered load). */
function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-[1200px] px-5 py-24 text-muted">
      Loading…
    </p>
  );
}
