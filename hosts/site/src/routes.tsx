import { createElement, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { pageTable, type TableRow } from './pages/pageTable.ts';
import { lazyPage } from './routing/lazyPage.ts';
import { PageFaqSet } from './sections/FaqBlock/pageFaqSet.ts';

/** A table path under the layout: '/owner' is 'owner'; '*' stays. */
const childPath = (path: string) => (path === '*' ? path : path.slice(1));

/** A row of the table as a route under its layout. */
function pageRoute(row: TableRow): RouteObject {
  if ('redirectTo' in row) {
    return { path: childPath(row.path), element: <Navigate to={row.redirectTo} replace /> };
  }
  if ('inFirstBundle' in row.page) return { index: true, element: <HomePage /> };
  const page = lazyPage(row.page.load);
  const element = createElement(
    PageFaqSet.Provider,
    { value: 'faq' in row ? row.faq : 'general' },
    createElement(page),
  );
  return { path: childPath(row.path), element, handle: page };
}

/** The rows that sit in the operator layout (a row's `layout`), not the site's. */
const isOperator = (row: TableRow) => 'layout' in row && row.layout === 'operator';

/** The operator pages' layout: its own chunk, loaded (preloadMatches) with theirs. */
const OperatorLayout = lazyPage(() =>
  import('./layout/OperatorLayout.tsx').then((module) => module.OperatorLayout),
);

/**
 * The route table (spec §2), made from the page table (pages/pageTable.ts). Home ships in the
 * first bundle; every other page is its own chunk, loaded on first render or preloaded (before
 * hydration and the prerender, on a link's first intent): its `handle` is its lazy page, which
 * preloadMatches loads. The layout catches page errors ('Unexpected Application Error!'), so
 * header and footer stay. A row's `layout` chooses its layout: the site's, or the operator
 * pages' own (a lazy one, like their pages). A declarative router (no loaders): react-router's
 * data router alone costs ~18 KB gzip more, which the home page's budget cannot carry
 * (docs/decisions.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: pageTable.filter((row) => !isOperator(row)).map(pageRoute),
  },
  {
    path: '/',
    element: (
      <Suspense fallback={null}>
        <OperatorLayout />
      </Suspense>
    ),
    handle: OperatorLayout,
    children: pageTable.filter(isOperator).map(pageRoute),
  },
];
