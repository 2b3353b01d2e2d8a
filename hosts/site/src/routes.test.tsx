import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroes } from './content/heroes.ts';
import { pagesToVisit } from './pages/pageVisits.ts';
import { renderPage } from './prerender/renderPage.tsx';

/** The prerendered page's HTML, failing on a redirect. */
async function prerender(path: string) {
  const page = await renderPage(path);
  if (page.kind !== 'page') throw new Error(`${path} redirected to ${page.location}`);
  return page;
}

const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe('routes (prerender)', () => {
  it.each(pagesToVisit.map(({ url, h1 }) => [url, h1]))(
    '%s renders on the server with exactly one h1',
    async (path, title) => {
      const { html } = await prerender(path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(title).replace(/[$.?]/g, '\\$&')}</h1>`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  it("writes the fee estimator's first render into its page, out of the accessibility tree", async () => {
    const { html } = await prerender('/fee-estimator');
    const snapshot = html.match(/<div data-remote-snapshot="fee-estimator"[^>]*>/)?.[0] ?? '';
    expect(snapshot).toContain('aria-hidden="true"');
    expect(snapshot).toContain('inert');
    expect(html).toContain('Estimate how much the provider charges in fees');
    expect(html).toContain('₦5,000,000');
    // Its ids are its own: none meets one of the page's.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['/pricing', '/pricing/enterprise'],
    ['/canpad', '/owner'],
  ])('%s redirects to %s', async (path, location) => {
    const page = await renderPage(path);
    expect(page).toMatchObject({ kind: 'redirect', location });
  });

  it('puts title, description, canonical and Open Graph tags in the head', async () => {
    const { head } = await prerender('/lender');
    expect(head).toContain('<title>Lenders | Groundwork</title>');
    expect(head).toMatch(/<meta name="description" content="Lend against progress/);
    expect(head).toContain('<link rel="canonical" href="http://localhost:4173/lender" />');
    expect(head).toContain('<meta property="og:title" content="Lenders | Groundwork" />');
    expect(head).toContain('<meta property="og:url" content="http://localhost:4173/lender" />');
    // The hero's illustration is inline: nothing for the first paint to fetch (issue 14).
    expect(head).not.toContain('rel="preload"');
  });

  it("inlines the page's own hero illustration, named for screen readers", async () => {
    const { html } = await prerender('/lender');
    const art = readFileSync(join(import.meta.dirname, 'content/heroArt/lender.svg'), 'utf8');
    expect(html).toContain(
      `role="img" aria-label="${heroes.lender.illustrationAlt}" class="block aspect-[560/480]`,
    );
    expect(html).toContain(art.trim());
    expect(html).not.toContain('<img src="/images/heroes/');
  });

  it('renders a remote as its loading placeholder, never the live remote itself', async () => {
    const { html } = await prerender('/fee-estimator');
    expect(html).toContain('data-remote="fee-estimator"');
    expect(html).toContain('Loading the fee estimator…');
    // Its first render is there only as a picture (issue 14): inert, out of the accessibility tree.
    const picture = html.indexOf(
      '<div data-remote-snapshot="fee-estimator" aria-hidden="true" inert',
    );
    expect(picture).toBeGreaterThan(0);
    expect(html.indexOf('role="slider"')).toBeGreaterThan(picture);
  });

  it('renders the header main action for the path and hides Blog on /about-us', async () => {
    expect((await prerender('/')).html).toContain('Learn More');
    expect((await prerender('/owner')).html).toContain('Create a Project');
    expect((await prerender('/')).html).toContain('>Blog<');
    expect((await prerender('/about-us')).html).not.toContain('>Blog<');
  });
});
