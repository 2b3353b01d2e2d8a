import { useCallback, useEffect, useState } from 'react';
import type { Country } from './countries.ts';

let loaded: readonly Country[] | undefined;
let loading: Promise<readonly Country[]> | undefined;
let flagging: Promise<readonly Country[]> | undefined;

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

/** The same list with the flags, from their own chunk (flags.ts), fetched once the list is here. */
function loadFlaggedCountries(): Promise<readonly Country[]> {
  flagging ??= import('./flags.ts').then(
    (module) => {
      loaded = module.flaggedCountries;
      return loaded;
    },
    (error: unknown) => {
      flagging = undefined;
      throw error;
    },
  );
  return flagging;
}

/**
 * The country list once it is here (undefined before; its flags follow, as placeholders until
 * then), and `want`, which fetches it (a picker's hover or focus). With `now`, it is fetched at
 * once: a picker that must show a chosen country's name.
 */
export function useCountries(now = false): [readonly Country[] | undefined, () => void] {
  const [countries, setCountries] = useState(loaded);
  const want = useCallback(() => {
    // The list first, then its flags: the best list so far, the flagged one once it is here.
    const show = () => setCountries(loaded);
    loadCountries()
      .then(() => {
        show();
        return loadFlaggedCountries();
      })
      .then(show, () => {
        // The picker keeps what it shows (the flags as placeholders); the next intent tries again.
      });
  }, []);
  useEffect(() => {
    if (now && !countries) want();
  }, [now, countries, want]);
  return [countries, want];
}
