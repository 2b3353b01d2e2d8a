import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change scrolls the window to the top (spec §2). Not the first render: a visitor
 * who scrolled the prerendered page before its scripts arrived (a slow phone) stays where they
 * are when it hydrates.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
