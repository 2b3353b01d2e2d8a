import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls the window to the top (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
