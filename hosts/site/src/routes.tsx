import type { RouteObject } from 'react-router';
import { RouteError } from './layout/RouteError.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { ContactPage } from './pages/Contact/ContactPage.tsx';
import { DeveloperPage } from './pages/Developer/DeveloperPage.tsx';
import { FeeEstimatorPage } from './pages/FeeEstimator/FeeEstimatorPage.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { LenderPage } from './pages/Lender/LenderPage.tsx';
import { NotFoundPage } from './pages/NotFound/NotFoundPage.tsx';
import { OwnerPage } from './pages/Owner/OwnerPage.tsx';
import { ScheduleCallPage } from './pages/ScheduleCall/ScheduleCallPage.tsx';
import { ScheduleCallCalendlyPage } from './pages/ScheduleCallCalendly/ScheduleCallCalendlyPage.tsx';
import { WaitlistWelcomePage } from './pages/WaitlistWelcome/WaitlistWelcomePage.tsx';

/**
 * The route table (spec §2). Pages render on the server too (prerender): remotes inside them
 * load only on the client, each behind its own boundary, so no route depends on a remote.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'fee-estimator', element: <FeeEstimatorPage /> },
      { path: 'lender', element: <LenderPage /> },
      { path: 'developer', element: <DeveloperPage /> },
      { path: 'owner', element: <OwnerPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'schedule-call', element: <ScheduleCallPage /> },
      { path: 'schedule-call-calendly', element: <ScheduleCallCalendlyPage /> },
      { path: 'waitlist-welcome', element: <WaitlistWelcomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
