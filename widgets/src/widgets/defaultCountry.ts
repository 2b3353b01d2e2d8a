import { brandName } from '@gw/config';
import { type Country, loadCountries } from '@gw/ui';
import { useEffect, useState } from 'react';

/**
 * The country of a widget's `default-country` (an ISO 3166-1 code: NG, GB), from the kit's
 * country list, which loads only for it; undefined until then, and for a code that is no country
 * (the attribute is then ignored, with a warning in the console: the form keeps its default).
 */
export function useDefaultCountry(code: string | undefined): Country | undefined {
  const [country, setCountry] = useState<Country>();
  useEffect(() => {
    setCountry(undefined);
    if (!code) return;
    let current = true;
    const wanted = code.trim().toUpperCase();
    loadCountries().then(
      (countries) => {
        const found = countries.find((entry) => entry.code === wanted);
        if (!found) {
          console.warn(
            `[${brandName}] default-country="${code}" is no country code (NG, GB, …): ignored`,
          );
        }
        if (current) setCountry(found);
      },
      // The list could not load: the form keeps its own default.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code]);
  return country;
}
