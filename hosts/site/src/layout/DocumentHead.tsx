import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps title, description, canonical and Open Graph tags in step with the route. The
 * prerendered HTML already carries them, so the page metadata loads only for a navigation
 * (or a page served as the shell), never with the first paint of a prerendered page.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    import('../head/headTags.ts').then(({ applyHead, pageHead }) => {
      if (live) applyHead(document, pageHead(pathname));
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
