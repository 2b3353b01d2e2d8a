// The site's routes and their h1s, from the same content modules the pages render.
await import('../lib/config.mjs'); // TypeScript loader: the tests read the site's own copy
const { heroes } = await import('../../hosts/site/src/content/heroes.ts');

/** Path → its h1, from the same content modules the pages render. */
export const siteRoutes = [
  ['/', heroes.home.title],
  ['/owner', heroes.owner.title],
  ['/enterprise', heroes.enterprise.title],
  ['/finance', heroes.finance.title],
  ['/contractor', heroes.contractor.title],
  ['/consultant', heroes.consultant.title],
  ['/lender', heroes.lender.title],
  ['/developer', heroes.developer.title],
  ['/about-us', heroes.about.title],
  ['/contact', 'Contact Us'],
  ['/pricing/enterprise', 'Choose the plan that is right for you'],
  ['/pricing/premium', 'Choose the plan that is right for you'],
  ['/referral', heroes.referral.title],
  ['/schedule-call', 'Join the waitlist'],
  ['/schedule-call-calendly', 'Book your call'],
  ['/waitlist-welcome', "You're in"],
  ['/doctor', 'Site status'],
  ['/policy', 'Policies'],
  ['/admin-login', 'Admin login'],
  ['/fee-estimator', 'Fee estimator'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/no-such-page', 'Page not found'],
];

export { heroes };
