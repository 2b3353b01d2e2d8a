import { ToastProvider } from '@gw/ui';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AltSiteGate } from '../altSite/AltSiteGate.tsx';
import { Footer } from '../sections/Footer/index.ts';
import { Header } from '../sections/Header/index.ts';
import { DocumentHead } from './DocumentHead.tsx';
import { HeaderActionButton } from './HeaderActionButton.tsx';
import { headerActionFor } from './headerAction.ts';

/** Paths whose header hides the Blog link (spec §2). */
const pathsWithoutBlog = new Set(['/about-us']);

/**
 * The shared layout of every route: header (its main action chosen by the path), the page,
 * footer. ScrollRestoration scrolls to the top on every new navigation (spec §2) and restores
 * the position on back/forward.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <AltSiteGate>
      {/* Toasts outlive a page: the waitlist's 'Success' stays up while it moves to the calendar. */}
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
            <Outlet />
          </main>
          <Footer />
        </div>
        <DocumentHead />
        <ScrollRestoration />
      </ToastProvider>
    </AltSiteGate>
  );
}
