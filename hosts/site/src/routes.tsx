import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { lazyPage } from './routing/lazyPage.ts';

const NotFoundPage = lazyPage(
  () => import('./pages/NotFound/NotFoundPage.tsx'),
  (m) => m.NotFoundPage,
);
const OwnerPage = lazyPage(
  () => import('./pages/Owner/OwnerPage.tsx'),
  (m) => m.OwnerPage,
);
const EnterprisePage = lazyPage(
  () => import('./pages/Enterprise/EnterprisePage.tsx'),
  (m) => m.EnterprisePage,
);
const FinancePage = lazyPage(
  () => import('./pages/Finance/FinancePage.tsx'),
  (m) => m.FinancePage,
);
const ContractorPage = lazyPage(
  () => import('./pages/Contractor/ContractorPage.tsx'),
  (m) => m.ContractorPage,
);
const ConsultantPage = lazyPage(
  () => import('./pages/Consultant/ConsultantPage.tsx'),
  (m) => m.ConsultantPage,
);
const LenderPage = lazyPage(
  () => import('./pages/Lender/LenderPage.tsx'),
  (m) => m.LenderPage,
);
const DeveloperPage = lazyPage(
  () => import('./pages/Developer/DeveloperPage.tsx'),
  (m) => m.DeveloperPage,
);
const AboutUsPage = lazyPage(
  () => import('./pages/AboutUs/AboutUsPage.tsx'),
  (m) => m.AboutUsPage,
);
const ContactPage = lazyPage(
  () => import('./pages/Contact/ContactPage.tsx'),
  (m) => m.ContactPage,
);
const EnterprisePlanPage = lazyPage(
  () => import('./pages/Pricing/EnterprisePlanPage.tsx'),
  (m) => m.EnterprisePlanPage,
);
const PremiumPlanPage = lazyPage(
  () => import('./pages/Pricing/PremiumPlanPage.tsx'),
  (m) => m.PremiumPlanPage,
);
const ReferralPage = lazyPage(
  () => import('./pages/Referral/ReferralPage.tsx'),
  (m) => m.ReferralPage,
);
const ReferralRedirectPage = lazyPage(
  () => import('./pages/ReferralRedirect/ReferralRedirectPage.tsx'),
  (m) => m.ReferralRedirectPage,
);
const ScheduleCallPage = lazyPage(
  () => import('./pages/ScheduleCall/ScheduleCallPage.tsx'),
  (m) => m.ScheduleCallPage,
);
const ScheduleCallCalendlyPage = lazyPage(
  () => import('./pages/ScheduleCallCalendly/ScheduleCallCalendlyPage.tsx'),
  (m) => m.ScheduleCallCalendlyPage,
);
const WaitlistWelcomePage = lazyPage(
  () => import('./pages/WaitlistWelcome/WaitlistWelcomePage.tsx'),
  (m) => m.WaitlistWelcomePage,
);
const DoctorPage = lazyPage(
  () => import('./pages/Doctor/DoctorPage.tsx'),
  (m) => m.DoctorPage,
);
const PolicyPage = lazyPage(
  () => import('./pages/Policy/PolicyPage.tsx'),
  (m) => m.PolicyPage,
);
const AdminLoginPage = lazyPage(
  () => import('./pages/AdminLogin/AdminLoginPage.tsx'),
  (m) => m.AdminLoginPage,
);
const FeeEstimatorPage = lazyPage(
  () => import('./pages/FeeEstimator/FeeEstimatorPage.tsx'),
  (m) => m.FeeEstimatorPage,
);
const PrivacyPolicyPage = lazyPage(
  () => import('./pages/PrivacyPolicy/PrivacyPolicyPage.tsx'),
  (m) => m.PrivacyPolicyPage,
);

/** Paths that only send the visitor elsewhere (spec §2), never prerendered. */
export const redirects = {
  '/pricing': '/pricing/enterprise',
  '/canpad': '/owner',
} as const satisfies Record<string, string>;

/**
 * The route table (spec §2). Home ships in the first bundle; every other page is its own chunk (`handle` is its lazy page, preloaded before hydration and prerender).
 * The layout catches page errors ('Unexpected Application Error!'), so header and footer stay.
 * A declarative router (no loaders): react-router's data router alone costs ~18 KB gzip more,
 * which the home page's budget cannot carry (docs/decisions.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'owner', element: <OwnerPage />, handle: OwnerPage },
      { path: 'enterprise', element: <EnterprisePage />, handle: EnterprisePage },
      { path: 'finance', element: <FinancePage />, handle: FinancePage },
      { path: 'contractor', element: <ContractorPage />, handle: ContractorPage },
      { path: 'consultant', element: <ConsultantPage />, handle: ConsultantPage },
      { path: 'lender', element: <LenderPage />, handle: LenderPage },
      { path: 'developer', element: <DeveloperPage />, handle: DeveloperPage },
      { path: 'about-us', element: <AboutUsPage />, handle: AboutUsPage },
      { path: 'contact', element: <ContactPage />, handle: ContactPage },
      {
        path: 'pricing',
        children: [
          { index: true, element: <Navigate to={redirects['/pricing']} replace /> },
          { path: 'enterprise', element: <EnterprisePlanPage />, handle: EnterprisePlanPage },
          { path: 'premium', element: <PremiumPlanPage />, handle: PremiumPlanPage },
        ],
      },
      { path: 'referral', element: <ReferralPage />, handle: ReferralPage },
      { path: 'referral/:refId', element: <ReferralRedirectPage />, handle: ReferralRedirectPage },
      { path: 'schedule-call', element: <ScheduleCallPage />, handle: ScheduleCallPage },
      {
        path: 'schedule-call-calendly',
        element: <ScheduleCallCalendlyPage />,
        handle: ScheduleCallCalendlyPage,
      },
      { path: 'waitlist-welcome', element: <WaitlistWelcomePage />, handle: WaitlistWelcomePage },
      { path: 'canpad', element: <Navigate to={redirects['/canpad']} replace /> },
      { path: 'doctor', element: <DoctorPage />, handle: DoctorPage },
      { path: 'policy', element: <PolicyPage />, handle: PolicyPage },
      { path: 'admin-login', element: <AdminLoginPage />, handle: AdminLoginPage },
      { path: 'fee-estimator', element: <FeeEstimatorPage />, handle: FeeEstimatorPage },
      { path: 'privacy-policy', element: <PrivacyPolicyPage />, handle: PrivacyPolicyPage },
      { path: '*', element: <NotFoundPage />, handle: NotFoundPage },
    ],
  },
];
