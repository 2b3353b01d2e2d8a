import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from './pages/Home/HomePage.tsx';
import { pageTable } from './pages/pageTable.ts';
import { lazyPage } from './routing/lazyPage.ts';
import { PageFaqSet } from './sections/FaqBlock/pageFaqSet.ts';

/** A table path under the layout: '/owner' is 'owner'; '*' stays. */
const childPath = (path: string) => (path === '*' ? path : path.slice(1));

/**
 * The route table (spec §2), made from the page table (pages/pageTable.ts). Home ships in the
 * first bundle; every other page is its own chunk, loaded on first render or preloaded (before
 * hydration and the prerender, on a link's first intent): its `handle` is its lazy page, which
 * preloadMatches loads. The layout catches page errors ('Unexpected Application Error!'), so
 * header and footer stay. A declarative router (no loaders): react-router's data router alone
 * costs ~18 KB gzip more, which the home page's budget cannot carry (docs/decisions.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: pageTable.map((row): RouteObject => {
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
    }),
  },
];
