import { lazyModule, type PageModule } from './pageModule.ts';
import type { FaqSetKey, HeaderActionKey, LayoutKey } from './pageRowKeys.ts';

/** A path the site answers with a page. */
export type PageRow = {
  /** '/' or '/a/b' (':param' segments allowed), or '*' for every path no other row matches. */
  readonly path: string;
  readonly page: PageModule;
  /** Written as static HTML at build time and listed in the sitemap; else the app shell renders it. */
  readonly prerendered: boolean;
  /** Its layout (routes.tsx): absent, the site's header and footer; 'operator', a wordmark only. */
  readonly layout?: LayoutKey;
  /** The header's main action (layout/headerAction.ts); absent: 'learnMore'. */
  readonly headerAction?: HeaderActionKey;
  /** The set its FAQ block shows (content/faq/faqSets.ts); absent: the general set. */
  readonly faq?: FaqSetKey;
};

/** A path that only sends the visitor elsewhere (spec §2): never prerendered. */
export type RedirectRow = { readonly path: string; readonly redirectTo: string };

/**
 * Every path of the site (spec §2), one row each: the routes, the prerender list and sitemap,
 * the header action, the FAQ set, and the tests' route lists are derived from it. Data only: a
 * page's module is behind its loader, so the first bundle carries none but home's. Its title
 * and description are in content/pageMeta.ts, typed by these paths (that copy loads later).
 */
export const pageTable = [
  {
    path: '/',
    page: { name: 'HomePage', inFirstBundle: true },
    prerendered: true,
    faq: 'general',
  },
  { path: '/pricing', redirectTo: '/pricing/enterprise' },
  { path: '/canpad', redirectTo: '/owner' },
  {
    path: '/owner',
    page: lazyModule(() => import('./Owner/OwnerPage.tsx'), 'OwnerPage'),
    prerendered: true,
    headerAction: 'createProject',
    faq: 'owner',
  },
  {
    path: '/enterprise',
    page: lazyModule(() => import('./Enterprise/EnterprisePage.tsx'), 'EnterprisePage'),
    prerendered: true,
    faq: 'enterprise',
  },
  {
    path: '/finance',
    page: lazyModule(() => import('./Finance/FinancePage.tsx'), 'FinancePage'),
    prerendered: true,
    // No `faq`: the page shows the finance set, which it imports itself (content/faq/faqSets.ts).
  },
  {
    path: '/contractor',
    page: lazyModule(() => import('./Contractor/ContractorPage.tsx'), 'ContractorPage'),
    prerendered: true,
    headerAction: 'createProfile',
    faq: 'contractor',
  },
  {
    path: '/consultant',
    page: lazyModule(() => import('./Consultant/ConsultantPage.tsx'), 'ConsultantPage'),
    prerendered: true,
    headerAction: 'createProfile',
    // Spec §2: consultants get the contractors' questions.
    faq: 'contractor',
  },
  {
    path: '/lender',
    page: lazyModule(() => import('./Lender/LenderPage.tsx'), 'LenderPage'),
    prerendered: true,
    headerAction: 'bookDemo',
    faq: 'lender',
  },
  {
    path: '/developer',
    page: lazyModule(() => import('./Developer/DeveloperPage.tsx'), 'DeveloperPage'),
    prerendered: true,
    headerAction: 'applyForFunding',
    faq: 'developer',
  },
  {
    path: '/about-us',
    page: lazyModule(() => import('./AboutUs/AboutUsPage.tsx'), 'AboutUsPage'),
    prerendered: true,
  },
  {
    path: '/contact',
    page: lazyModule(() => import('./Contact/ContactPage.tsx'), 'ContactPage'),
    prerendered: true,
  },
  {
    path: '/pricing/enterprise',
    page: lazyModule(() => import('./Pricing/EnterprisePlanPage.tsx'), 'EnterprisePlanPage'),
    prerendered: true,
    faq: 'enterprise',
  },
  {
    path: '/pricing/premium',
    page: lazyModule(() => import('./Pricing/PremiumPlanPage.tsx'), 'PremiumPlanPage'),
    prerendered: true,
    faq: 'general',
  },
  {
    path: '/referral',
    page: lazyModule(() => import('./Referral/ReferralPage.tsx'), 'ReferralPage'),
    prerendered: true,
  },
  {
    path: '/referral/:refId',
    page: lazyModule(
      () => import('./ReferralRedirect/ReferralRedirectPage.tsx'),
      'ReferralRedirectPage',
    ),
    prerendered: false,
  },
  {
    path: '/schedule-call',
    page: lazyModule(() => import('./ScheduleCall/ScheduleCallPage.tsx'), 'ScheduleCallPage'),
    prerendered: true,
  },
  {
    // Its heading and the calendar's loader are written ahead; the calendar itself is live.
    path: '/schedule-call-calendly',
    page: lazyModule(
      () => import('./ScheduleCallCalendly/ScheduleCallCalendlyPage.tsx'),
      'ScheduleCallCalendlyPage',
    ),
    prerendered: true,
  },
  {
    path: '/waitlist-welcome',
    page: lazyModule(
      () => import('./WaitlistWelcome/WaitlistWelcomePage.tsx'),
      'WaitlistWelcomePage',
    ),
    prerendered: true,
  },
  {
    path: '/doctor',
    page: lazyModule(() => import('./Doctor/DoctorPage.tsx'), 'DoctorPage'),
    prerendered: true,
  },
  {
    path: '/policy',
    page: lazyModule(() => import('./Policy/PolicyPage.tsx'), 'PolicyPage'),
    prerendered: true,
  },
  {
    // The operator pages stay out of the prerender and the sitemap, and out of the marketing
    // header and footer (issue 26).
    path: '/admin-login',
    page: lazyModule(() => import('./AdminLogin/AdminLoginPage.tsx'), 'AdminLoginPage'),
    prerendered: false,
    layout: 'operator',
  },
  {
    path: '/admin',
    page: lazyModule(() => import('./AdminInbox/AdminInboxPage.tsx'), 'AdminInboxPage'),
    prerendered: false,
    layout: 'operator',
  },
  {
    path: '/fee-estimator',
    page: lazyModule(() => import('./FeeEstimator/FeeEstimatorPage.tsx'), 'FeeEstimatorPage'),
    prerendered: true,
  },
  {
    path: '/privacy-policy',
    page: lazyModule(() => import('./PrivacyPolicy/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage'),
    prerendered: true,
  },
  {
    // Last (rowAt's fallback). Written once as 404.html (prerender/renderPage.tsx notFoundPath).
    path: '*',
    page: lazyModule(() => import('./NotFound/NotFoundPage.tsx'), 'NotFoundPage'),
    prerendered: false,
  },
] as const satisfies readonly (PageRow | RedirectRow)[];

/** One row of the table, as declared (its page module keeps its component's type). */
export type TableRow = (typeof pageTable)[number];

/** A path of the table that shows a page. */
export type PagePath = Extract<TableRow, { page: unknown }>['path'];

/** A path of the table that redirects. */
export type RedirectPath = Extract<TableRow, { redirectTo: string }>['path'];
