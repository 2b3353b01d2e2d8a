// The site's routes and their h1s, derived from the site's page table (hosts/site/src/pages).
await import('../lib/config.mjs'); // TypeScript loader: the tests read the site's own table
const { pagesToVisit } = await import('../../hosts/site/src/pages/pageVisits.ts');
const { heroes } = await import('../../hosts/site/src/content/heroes.ts');

/**
 * Every page a browser can stay on, in the table's order: `path` its row's ('*' for the
 * not-found page), `url` where to go, `h1` what it shows, `prerendered` as the table says.
 */
export const sitePages = pagesToVisit.filter((page) => !page.leavesInBrowser);

/** Url → its h1. */
export const siteRoutes = sitePages.map(({ url, h1 }) => [url, h1]);

export { heroes };
