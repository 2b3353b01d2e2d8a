import { parseBody, statesRequestPayload } from '@gw/forms';
import { Country, State } from 'country-state-city';
import type { Hono } from 'hono';
import { notJson, readJson } from '../http/readJson.ts';
import type { ApiEnv } from '../options.ts';

/** POST /countries/states {country}: the states of a country named by name or ISO code. */
export function registerCountryRoutes(app: Hono<ApiEnv>): void {
  app.post('/countries/states', async (c) => {
    const json = await readJson(c);
    if (!json.ok) return c.json(notJson, 400);
    const parsed = parseBody(statesRequestPayload, json.body);
    if (!parsed.ok) return c.json({ message: parsed.message }, 400);
    const wanted = parsed.value.country.trim().toLowerCase();
    const country = Country.getAllCountries().find(
      (entry) => entry.name.toLowerCase() === wanted || entry.isoCode.toLowerCase() === wanted,
    );
    if (!country) return c.json({ message: `No country named ${parsed.value.country}` }, 404);
    const states = State.getStatesOfCountry(country.isoCode).map((state) => ({ name: state.name }));
    return c.json({ data: { name: country.name, iso2: country.isoCode, states } });
  });
}
