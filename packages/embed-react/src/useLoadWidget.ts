import { loadWidget } from '@groundwork/embed';
import { useEffect } from 'react';

/** Adds the widget's script when a component is given its address (`src`); otherwise nothing. */
export function useLoadWidget(src: string | undefined): void {
  useEffect(() => {
    if (src) loadWidget(src).catch((error: unknown) => console.error(error));
  }, [src]);
}
