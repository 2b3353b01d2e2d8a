import { brand, programme } from '@gw/config';
import type { PagePath, RedirectPath } from '../pages/pageTable.ts';
import { rowAt } from '../pages/rowAt.ts';
import type { PageMeta } from './types.ts';

function meta(page: string | null, description: string): PageMeta {
  return {
    title: page ? `${page} | ${brand.name}` : `${brand.name}: build with visibility and control`,
    description,
  };
}

/**
 * Title and meta description per path of the page table (pages/pageTable.ts): one for every page,
 * a redirect's optional. Apart from the table, which the first bundle carries: this copy loads
 * with the head tags. The privacy policy and fee estimator paths are not in spec §2:
 * '/privacy-policy' and '/fee-estimator' are our choice.
 */
export const pageMeta = {
  '/': meta(
    null,
    'Manage and fund construction and real-estate projects in Nigeria and across Africa: dashboards, budget control, procurement, quality checklists and verified contractors.',
  ),
  '/owner': meta(
    'Private Project Owners',
    'Build at home from anywhere. Track spending, deliveries and inspections in real time and hire verified contractors.',
  ),
  '/enterprise': meta(
    'Enterprise Project Owners',
    'Manage construction projects like a pro: a cluster view of your portfolio, role-based access and online competitive bidding.',
  ),
  '/finance': meta(
    'Build Now Pay Later',
    `Live abroad and build at home: $0 payment until completion, up to US$${programme.financeMaxUsd.toLocaleString('en-US')}, delivered in ${programme.financeDeliveryMonths} months.`,
  ),
  '/contractor': meta(
    'Contractors',
    'Join a curated pool of verified contractors, bid online for projects and build a rating that wins work.',
  ),
  '/consultant': meta(
    'Consultants',
    'Get verified once, receive invitations to bid, and manage procurement and quality for the projects you advise.',
  ),
  '/lender': meta(
    'Lenders',
    'Lend against progress you can see: real-time project tracking, milestone-linked disbursements and portfolio reporting.',
  ),
  '/developer': meta(
    'Property Developers',
    'Deliver developments on budget with cost control, procurement and quality management, and apply for lender funding.',
  ),
  '/about-us': meta(
    'About us',
    `Our mission is powering profitable capital deployment to address an estimated ${programme.housingDeficitMillions} million housing unit deficit.`,
  ),
  '/contact': meta(
    'Contact Us',
    'Talk to our team in Abuja, Nigeria or Saskatchewan, Canada, or send us a message.',
  ),
  '/pricing': meta(
    'Pricing',
    'Choose the plan that is right for you: Free, Basic, Pro or Enterprise.',
  ),
  '/pricing/enterprise': meta(
    'Enterprise Plan',
    'Unlimited members and projects, a cluster view of your portfolio and project monitoring by deployed professionals.',
  ),
  '/pricing/premium': meta(
    'Premium Plan',
    `Unlimited projects and a shortlist of ${programme.premiumShortlist} verified contractors for your build. Pay monthly or annually and save 15%.`,
  ),
  '/referral': meta(
    'Refer-to-earn',
    `Share, refer, earn up to $${programme.referralRewardUsd} per referral, with no limit on referrals.`,
  ),
  '/referral/:refId': meta('Redirecting', 'Taking you to referral sign-up.'),
  '/schedule-call': meta(
    'Join the waitlist',
    'Join the waitlist and book a call about your new build or renovation.',
  ),
  '/schedule-call-calendly': meta('Book your call', 'Pick a time for your call with our team.'),
  '/waitlist-welcome': meta(
    "You're in",
    'Thank you for joining the waitlist. Here is what happens next.',
  ),
  '/privacy-policy': meta(
    'Privacy Policy',
    'How we collect, use and protect your personal information.',
  ),
  '/fee-estimator': meta(
    'Fee estimator',
    'Estimate how much the provider charges in fees for delivering your project.',
  ),
  '/admin-login': meta('Admin login', 'Sign in to the administration area.'),
  '/admin': meta('Leads inbox', 'The leads the site and partner widgets captured.'),
  '/doctor': meta('Status', 'Site status.'),
  '/policy': meta('Policy', 'Site policies.'),
  '*': meta('Page not found', 'Sorry, the page you are looking for doesn’t exist.'),
} satisfies Record<PagePath, PageMeta> & Partial<Record<RedirectPath, PageMeta>>;

const metaByPath: Partial<Record<PagePath | RedirectPath, PageMeta>> = pageMeta;

/** The metadata for a concrete pathname: its row's in the page table, else the not-found page's. */
export function metaForPath(pathname: string): PageMeta {
  return metaByPath[rowAt(pathname).path] ?? pageMeta['*'];
}
