import { describe, expect, it } from 'vitest';
import { faqSetForPath } from '../content/faq/faqSetForPath.ts';
import { faqSets } from '../content/faq/faqSets.ts';
import { metaForPath, pageMeta } from '../content/pageMeta.ts';
import { headerActionFor, headerActions } from '../layout/headerAction.ts';
import { prerenderPaths, redirects } from '../prerender/renderPage.tsx';
import { routes } from '../routes.tsx';
import { HomePage } from './Home/HomePage.tsx';
import { type PageRow, pageTable, type RedirectRow } from './pageTable.ts';
import { pagesToVisit } from './pageVisits.ts';
import { rowAt } from './rowAt.ts';

const rows: readonly (PageRow | RedirectRow)[] = pageTable;
const pageRows = rows.filter((row): row is PageRow => 'page' in row);
const urlOf = new Map(pagesToVisit.map((page) => [page.path, page.url]));
const samplePath = (row: PageRow) => urlOf.get(row.path) ?? row.path;

describe('the page table', () => {
  it('has one row per path, and a visit (its h1) for every page', () => {
    const paths = rows.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pagesToVisit.map((page) => page.path)).toEqual(pageRows.map((row) => row.path));
  });

  it.each(pageRows.map((row) => [row.path, row.page] as const))(
    "%s: its module exports the page's component, by name",
    async (_path, page) => {
      const component = 'load' in page ? await page.load() : HomePage;
      expect(typeof component).toBe('function');
      expect((component as { name: string }).name).toBe(page.name);
    },
  );

  it('gives the router every path: home in the first bundle, the others lazy, the redirects', () => {
    const children = routes[0]?.children ?? [];
    expect(children.find((route) => route.index)?.element).toMatchObject({ type: HomePage });
    const routed = routes.flatMap((layout) =>
      (layout.children ?? []).flatMap((route) => (route.path ? [route.path] : [])),
    );
    const expected = rows
      .filter((row) => row.path !== '/')
      .map((row) => row.path.replace(/^\//, ''));
    expect([...routed].sort()).toEqual([...expected].sort());
  });

  it("puts each row under the layout its row names: the operator pages' own, the rest the site's", () => {
    const under = (layout: number) =>
      (routes[layout]?.children ?? []).flatMap((route) => (route.path ? [`/${route.path}`] : []));
    const operator = rows.filter((row) => 'layout' in row && row.layout === 'operator');
    expect(operator.map((row) => row.path)).toEqual(['/admin-login', '/admin']);
    expect(under(1)).toEqual(operator.map((row) => row.path));
    expect(under(0)).not.toContain('/admin-login');
    expect(under(0)).not.toContain('/admin');
  });

  it('derives the prerender list and the redirects from its rows', () => {
    expect(prerenderPaths).toEqual(
      pageRows.filter((row) => row.prerendered).map((row) => row.path),
    );
    expect(prerenderPaths).not.toContain('/admin');
    expect(prerenderPaths).not.toContain('/admin-login');
    expect(redirects).toEqual({ '/pricing': '/pricing/enterprise', '/canpad': '/owner' });
  });

  it.each(pageRows.map((row) => [samplePath(row), row] as const))(
    '%s: its meta, header action and FAQ set are the ones its row names',
    (path, row) => {
      expect(rowAt(path)).toBe(row);
      expect(rowAt(`${path}/`)).toBe(row);
      expect(metaForPath(path)).toBe(pageMeta[row.path as keyof typeof pageMeta]);
      expect(headerActionFor(path)).toBe(headerActions[row.headerAction ?? 'learnMore']);
      expect(faqSetForPath(path)).toBe(faqSets[row.faq ?? 'general']);
    },
  );

  it('sends paths outside the table to the not-found row', () => {
    expect(rowAt('/owner/extra').path).toBe('*');
    expect(metaForPath('/nowhere')).toBe(pageMeta['*']);
  });
});
