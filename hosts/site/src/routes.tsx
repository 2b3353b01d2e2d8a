import { type RouteObject, redirect } from 'react-router';
import { RouteError } from './layout/RouteError.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { NotFoundPage } from './pages/NotFound/NotFoundPage.tsx';
import { lazyPage } from './routing/lazyPage.ts';

/**
 * The route table (spec §2). Home and the not-found page ship in the first bundle; every other
 * page is its own chunk, loaded when its route matches. The ErrorBoundary sits on the parent,
 * so a failure in any page shows 'Unexpected Application Error!' inside the shared layout's place.
 * Pages render on the server too (prerender); remotes inside them load only on the client.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: SiteLayout,
    // Last resort: an error in the layout itself (nothing of the site can render around it).
    ErrorBoundary: RouteError,
    children: [
      {
        // Page errors render here, inside the layout: header and footer stay usable.
        id: 'pages',
        ErrorBoundary: RouteError,
        children: pages(),
      },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, Component: HomePage },
    {
      path: 'owner',
      lazy: lazyPage(
        () => import('./pages/Owner/OwnerPage.tsx'),
        (m) => m.OwnerPage,
      ),
    },
    {
      path: 'enterprise',
      lazy: lazyPage(
        () => import('./pages/Enterprise/EnterprisePage.tsx'),
        (m) => m.EnterprisePage,
      ),
    },
    {
      path: 'finance',
      lazy: lazyPage(
        () => import('./pages/Finance/FinancePage.tsx'),
        (m) => m.FinancePage,
      ),
    },
    {
      path: 'contractor',
      lazy: lazyPage(
        () => import('./pages/Contractor/ContractorPage.tsx'),
        (m) => m.ContractorPage,
      ),
    },
    {
      path: 'consultant',
      lazy: lazyPage(
        () => import('./pages/Consultant/ConsultantPage.tsx'),
        (m) => m.ConsultantPage,
      ),
    },
    {
      path: 'lender',
      lazy: lazyPage(
        () => import('./pages/Lender/LenderPage.tsx'),
        (m) => m.LenderPage,
      ),
    },
    {
      path: 'developer',
      lazy: lazyPage(
        () => import('./pages/Developer/DeveloperPage.tsx'),
        (m) => m.DeveloperPage,
      ),
    },
    {
      path: 'about-us',
      lazy: lazyPage(
        () => import('./pages/AboutUs/AboutUsPage.tsx'),
        (m) => m.AboutUsPage,
      ),
    },
    {
      path: 'contact',
      lazy: lazyPage(
        () => import('./pages/Contact/ContactPage.tsx'),
        (m) => m.ContactPage,
      ),
    },
    {
      path: 'pricing',
      children: [
        { index: true, loader: () => redirect('/pricing/enterprise') },
        {
          path: 'enterprise',
          lazy: lazyPage(
            () => import('./pages/Pricing/EnterprisePlanPage.tsx'),
            (m) => m.EnterprisePlanPage,
          ),
        },
        {
          path: 'premium',
          lazy: lazyPage(
            () => import('./pages/Pricing/PremiumPlanPage.tsx'),
            (m) => m.PremiumPlanPage,
          ),
        },
      ],
    },
    {
      path: 'referral',
      lazy: lazyPage(
        () => import('./pages/Referral/ReferralPage.tsx'),
        (m) => m.ReferralPage,
      ),
    },
    {
      path: 'referral/:refId',
      lazy: lazyPage(
        () => import('./pages/ReferralRedirect/ReferralRedirectPage.tsx'),
        (m) => m.ReferralRedirectPage,
      ),
    },
    {
      path: 'schedule-call',
      lazy: lazyPage(
        () => import('./pages/ScheduleCall/ScheduleCallPage.tsx'),
        (m) => m.ScheduleCallPage,
      ),
    },
    {
      path: 'schedule-call-calendly',
      lazy: lazyPage(
        () => import('./pages/ScheduleCallCalendly/ScheduleCallCalendlyPage.tsx'),
        (m) => m.ScheduleCallCalendlyPage,
      ),
    },
    {
      path: 'waitlist-welcome',
      lazy: lazyPage(
        () => import('./pages/WaitlistWelcome/WaitlistWelcomePage.tsx'),
        (m) => m.WaitlistWelcomePage,
      ),
    },
    { path: 'canpad', loader: () => redirect('/owner') },
    {
      path: 'doctor',
      lazy: lazyPage(
        () => import('./pages/Doctor/DoctorPage.tsx'),
        (m) => m.DoctorPage,
      ),
    },
    {
      path: 'policy',
      lazy: lazyPage(
        () => import('./pages/Policy/PolicyPage.tsx'),
        (m) => m.PolicyPage,
      ),
    },
    {
      path: 'admin-login',
      lazy: lazyPage(
        () => import('./pages/AdminLogin/AdminLoginPage.tsx'),
        (m) => m.AdminLoginPage,
      ),
    },
    {
      path: 'fee-estimator',
      lazy: lazyPage(
        () => import('./pages/FeeEstimator/FeeEstimatorPage.tsx'),
        (m) => m.FeeEstimatorPage,
      ),
    },
    {
      path: 'privacy-policy',
      lazy: lazyPage(
        () => import('./pages/PrivacyPolicy/PrivacyPolicyPage.tsx'),
        (m) => m.PrivacyPolicyPage,
      ),
    },
    { path: '*', Component: NotFoundPage },
  ];
}
