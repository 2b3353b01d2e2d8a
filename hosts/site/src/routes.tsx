import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { type LazyPage, lazyPage } from './routing/lazyPage.ts';

/** Paths that only send the visitor elsewhere (spec §2), never prerendered. */
export const redirects = {
  '/pricing': '/pricing/enterprise',
  '/canpad': '/owner',
} as const satisfies Record<string, string>;

/**
 * Every page but home, by its path under the layout: each is its own chunk, loaded on first
 * render or preloaded (before hydration and the prerender, on a link's first intent).
 */
const pages: Record<string, LazyPage> = {
  owner: lazyPage(() => import('./pages/Owner/OwnerPage.tsx'), 'OwnerPage'),
  enterprise: lazyPage(() => import('./pages/Enterprise/EnterprisePage.tsx'), 'EnterprisePage'),
  finance: lazyPage(() => import('./pages/Finance/FinancePage.tsx'), 'FinancePage'),
  contractor: lazyPage(() => import('./pages/Contractor/ContractorPage.tsx'), 'ContractorPage'),
  consultant: lazyPage(() => import('./pages/Consultant/ConsultantPage.tsx'), 'ConsultantPage'),
  lender: lazyPage(() => import('./pages/Lender/LenderPage.tsx'), 'LenderPage'),
  developer: lazyPage(() => import('./pages/Developer/DeveloperPage.tsx'), 'DeveloperPage'),
  'about-us': lazyPage(() => import('./pages/AboutUs/AboutUsPage.tsx'), 'AboutUsPage'),
  contact: lazyPage(() => import('./pages/Contact/ContactPage.tsx'), 'ContactPage'),
  'pricing/enterprise': lazyPage(
    () => import('./pages/Pricing/EnterprisePlanPage.tsx'),
    'EnterprisePlanPage',
  ),
  'pricing/premium': lazyPage(
    () => import('./pages/Pricing/PremiumPlanPage.tsx'),
    'PremiumPlanPage',
  ),
  referral: lazyPage(() => import('./pages/Referral/ReferralPage.tsx'), 'ReferralPage'),
  'referral/:refId': lazyPage(
    () => import('./pages/ReferralRedirect/ReferralRedirectPage.tsx'),
    'ReferralRedirectPage',
  ),
  'schedule-call': lazyPage(
    () => import('./pages/ScheduleCall/ScheduleCallPage.tsx'),
    'ScheduleCallPage',
  ),
  'schedule-call-calendly': lazyPage(
    () => import('./pages/ScheduleCallCalendly/ScheduleCallCalendlyPage.tsx'),
    'ScheduleCallCalendlyPage',
  ),
  'waitlist-welcome': lazyPage(
    () => import('./pages/WaitlistWelcome/WaitlistWelcomePage.tsx'),
    'WaitlistWelcomePage',
  ),
  doctor: lazyPage(() => import('./pages/Doctor/DoctorPage.tsx'), 'DoctorPage'),
  policy: lazyPage(() => import('./pages/Policy/PolicyPage.tsx'), 'PolicyPage'),
  'admin-login': lazyPage(() => import('./pages/AdminLogin/AdminLoginPage.tsx'), 'AdminLoginPage'),
  admin: lazyPage(() => import('./pages/AdminInbox/AdminInboxPage.tsx'), 'AdminInboxPage'),
  'fee-estimator': lazyPage(
    () => import('./pages/FeeEstimator/FeeEstimatorPage.tsx'),
    'FeeEstimatorPage',
  ),
  'privacy-policy': lazyPage(
    () => import('./pages/PrivacyPolicy/PrivacyPolicyPage.tsx'),
    'PrivacyPolicyPage',
  ),
  '*': lazyPage(() => import('./pages/NotFound/NotFoundPage.tsx'), 'NotFoundPage'),
};

/**
 * The route table (spec §2), made from the tables above. Home ships in the first bundle; a
 * page's `handle` is its lazy page, which preloadMatches loads. The layout catches page errors
 * ('Unexpected Application Error!'), so header and footer stay. A declarative router (no
 * loaders): react-router's data router alone costs ~18 KB gzip more, which the home page's
 * budget cannot carry (docs/decisions.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...Object.entries(redirects).map(([from, to]) => ({
        path: from.slice(1),
        element: <Navigate to={to} replace />,
      })),
      ...Object.entries(pages).map(([path, page]) => ({
        path,
        element: createElement(page),
        handle: page,
      })),
    ],
  },
];
