import { ToastProvider } from '@gw/ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The shared layout of every route: header, the page, footer; each navigation starts at the top. */
export function SiteLayout() {
  return (
    // Toasts outlive a page: the waitlist's 'Success' stays up while it navigates to the calendar.
    <ToastProvider>
      <div className="flex min-h-screen flex-col bg-surface font-sans text-body">
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </ToastProvider>
  );
}
