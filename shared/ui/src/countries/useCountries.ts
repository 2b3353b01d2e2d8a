import { useCallback, useEffect, useState } from 'react';
import type { Country } from './countries.ts';

let loaded: readonly Country[] | undefined;
let loading: Promise<readonly Country[]> | undefined;

/**
 * The country list, fetched once, on a picker's first intent: a page or widget carries none of
 * its data until a visitor reaches for a country (issue 14). A failed fetch is forgotten, so the
 * next intent tries again.
 */
export function loadCountries(): Promise<readonly Country[]> {
  loading ??= import('./countries.ts').then(
    (module) => {
      loaded ??= module.countries;
      return module.countries;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The country list once it is here (undefined before; its flags follow, as placeholders until
 * then), and `want`, which fetches it (a picker's hover or focus). With `now`, it is fetched at
 * once: a picker that must show a chosen country's name.
 */
export function useCountries(now = false): [readonly Country[] | undefined, () => void] {
  const [countries, setCountries] = useState(loaded);
  const want = useCallback(() => {
    // The list first, then the same list with its flags, from their own chunk (flags.ts).
    loadCountries()
      .then(() => {
        setCountries(loaded);
        return import('./flags.ts');
      })
      .then(
        (module) => {
          loaded = module.flaggedCountries;
          setCountries(loaded);
        },
        () => {
          // The picker keeps what it shows (flags as placeholders); the next intent tries again.
        },
      );
  }, []);
  useEffect(() => {
    if (now && !countries) want();
  }, [now, countries, want]);
  return [countries, want];
}
