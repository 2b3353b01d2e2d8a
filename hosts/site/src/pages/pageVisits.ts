import { heroes } from '../content/heroes.ts';
import { pageCopy } from '../content/pageCopy.ts';
import { type PagePath, type PageRow, pageTable, type RedirectRow } from './pageTable.ts';

/** How a test finds one page of the table. */
export type PageVisit = {
  /** Its one h1, as the server renders it. */
  readonly h1: string;
  /** A concrete path for a ':param' or '*' row. */
  readonly url?: string;
  /** Why a browser arriving there does not stay on the page to read its h1. */
  readonly leavesInBrowser?: string;
};

/**
 * The h1 of every page of the table (pages/pageTable.ts), for the tests: the prerender test and
 * the browser's route, overflow and accessibility lists. From the content the pages render where
 * they take it from content. Apart from the table because the hero copy is not in the first
 * bundle and the table is; typed by the table's paths, so neither can gain a page alone.
 */
export const pageVisits = {
  '/': { h1: heroes.home.title },
  '/owner': { h1: heroes.owner.title },
  '/enterprise': { h1: heroes.enterprise.title },
  '/finance': { h1: heroes.finance.title },
  '/contractor': { h1: heroes.contractor.title },
  '/consultant': { h1: heroes.consultant.title },
  '/lender': { h1: heroes.lender.title },
  '/developer': { h1: heroes.developer.title },
  '/about-us': { h1: heroes.about.title },
  '/contact': { h1: 'Contact Us' },
  '/pricing/enterprise': { h1: pageCopy.pricing.heading },
  '/pricing/premium': { h1: pageCopy.pricing.heading },
  '/referral': { h1: heroes.referral.title },
  '/referral/:refId': {
    h1: 'Redirecting Please Wait...',
    url: '/referral/abc',
    leavesInBrowser: 'it moves on to the referral sign-up',
  },
  '/schedule-call': { h1: pageCopy.scheduleCall.heading },
  '/schedule-call-calendly': { h1: 'Book your call' },
  '/waitlist-welcome': { h1: pageCopy.waitlistWelcome.heading },
  '/doctor': { h1: 'Site status' },
  '/policy': { h1: 'Policies' },
  '/admin-login': { h1: 'Admin login' },
  '/admin': {
    h1: 'Leads inbox',
    leavesInBrowser: 'without a session it sends the visitor to /admin-login',
  },
  '/fee-estimator': { h1: 'Fee estimator' },
  '/privacy-policy': { h1: pageCopy.privacy.heading },
  '*': { h1: pageCopy.notFound.heading, url: '/no-such-page' },
} as const satisfies Record<PagePath, PageVisit>;

const rows: readonly (PageRow | RedirectRow)[] = pageTable;
const visitOf: Readonly<Record<string, PageVisit>> = pageVisits;

/** Every page of the table in its order, as a test visits it: its table row and concrete url. */
export const pagesToVisit = rows.flatMap((row) => {
  const visit = visitOf[row.path];
  if (!('page' in row) || !visit) return [];
  return [{ ...visit, path: row.path, url: visit.url ?? row.path, prerendered: row.prerendered }];
});
