import { ready, type WidgetName } from '@groundwork/embed';
import { useEffect, useState } from 'react';

/**
 * True once widget `name` (or every widget on the page) has booted and rendered: Groundwork's
 * ready(), which also answers a component that mounts after the widgets said gw:ready.
 */
export function useGroundworkReady(name?: WidgetName): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    setReady(false);
    ready(name).then(
      () => current && setReady(true),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [name]);
  return isReady;
}
