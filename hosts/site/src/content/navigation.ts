import { authPaths, authUrl, urls } from '@gw/config';
import type { NavItem } from './types.ts';

/** Solutions dropdown (spec §2, first variant). */
export const solutionsNav: NavItem[] = [
  {
    name: 'Private Project Owners',
    path: '/owner',
    icon: 'owner',
    description: 'Build at home with full visibility, even from abroad',
  },
  {
    name: 'Enterprise Project Owners',
    path: '/enterprise',
    icon: 'enterprise',
    description: 'Control a portfolio of projects across teams',
  },
  {
    name: 'Build Now Pay Later',
    path: '/finance',
    icon: 'finance',
    description: '$0 payment until completion',
  },
  {
    name: 'Contractor',
    path: '/contractor',
    icon: 'contractor',
    description: 'Get verified, bid online and win work',
  },
  {
    name: 'Consultant',
    path: '/consultant',
    icon: 'consultant',
    description: 'Offer your services to projects that need them',
  },
];

/** Pricing dropdown (spec §2). */
export const pricingNav: NavItem[] = [
  {
    name: 'Enterprise Plan',
    path: '/pricing/enterprise',
    description: 'Unlimited members and projects',
  },
  {
    name: 'Premium Plan',
    path: '/pricing/premium',
    description: 'A shortlist of verified contractors',
  },
];

/** The header's plain links after the dropdowns. */
export const headerLinks: NavItem[] = [
  { name: 'About us', path: '/about-us' },
  { name: 'Blog', path: urls.blog, external: true },
  { name: 'Cost Calculator', path: urls.calculator, external: true },
  { name: 'Refer-to-earn', path: '/referral' },
  { name: 'Contact Us', path: '/contact' },
];

/** Account links: both leave for the auth site. */
export const loginNav: NavItem = { name: 'Login', path: authUrl(authPaths.signIn), external: true };
export const signUpNav: NavItem = {
  name: 'Sign up',
  path: authUrl(authPaths.ownerSignUp),
  external: true,
};

/** Footer product links. */
export const footerProductNav: NavItem[] = [
  ...solutionsNav.map(({ name, path }) => ({ name, path })),
  { name: 'Lenders', path: '/lender' },
  { name: 'Developers', path: '/developer' },
  { name: 'Fee Estimator', path: '/fee-estimator' },
];

/** Footer company links. */
export const footerCompanyNav: NavItem[] = [
  { name: 'About us', path: '/about-us' },
  { name: 'Pricing', path: '/pricing/premium' },
  { name: 'Refer-to-earn', path: '/referral' },
  { name: 'Contact Us', path: '/contact' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Cost Calculator', path: urls.calculator, external: true },
];
