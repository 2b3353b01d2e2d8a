import { countryNameCorrections } from '@gw/config';
import { parseBody, statesRequestPayload } from '@gw/forms';
import { countries as pickerCountries } from 'countries-list';
import { Country, State } from 'country-state-city';
import type { Hono } from 'hono';
import { overRateLimit } from '../http/rateLimit.ts';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';

/**
 * ISO code by lower-cased name, as the site's country picker (countries-list) names them: many
 * differ from country-state-city's ('Ivory Coast', 'Czechia', 'Eswatini', 'Hong Kong' ...); and
 * as the UI kit names the few the package writes without their diacritics ('Åland Islands').
 */
const isoByPickerName = new Map<string, string>([
  ...Object.entries(pickerCountries).map(
    ([iso, entry]) => [entry.name.toLowerCase(), iso] as const,
  ),
  ...Object.entries(countryNameCorrections).map(
    ([iso, name]) => [name.toLowerCase(), iso] as const,
  ),
]);

/** POST /countries/states {country}: the states of a country named by name or ISO code. */
export function registerCountryRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  app.post('/countries/states', async (c) => {
    const limited = await overRateLimit(c, options, 'lookups');
    if (limited) return limited;
    const json = await readJson(c);
    if (!json.ok) return c.json({ message: json.message }, 400);
    const parsed = parseBody(statesRequestPayload, json.body);
    if (!parsed.ok) return c.json({ message: parsed.message }, 400);
    const wanted = parsed.value.country.trim().toLowerCase();
    const iso = (isoByPickerName.get(wanted) ?? wanted).toUpperCase();
    const country =
      Country.getCountryByCode(iso) ??
      Country.getAllCountries().find((entry) => entry.name.toLowerCase() === wanted);
    if (!country) {
      // A country the picker offers that the states data does not list has no states.
      const known = pickerCountries[iso as keyof typeof pickerCountries];
      if (known) return c.json({ data: { name: known.name, iso2: iso, states: [] } });
      return c.json({ message: `No country named ${parsed.value.country}` }, 404);
    }
    const states = State.getStatesOfCountry(country.isoCode).map((state) => ({ name: state.name }));
    return c.json({ data: { name: country.name, iso2: country.isoCode, states } });
  });
}
