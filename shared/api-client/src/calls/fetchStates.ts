import { urls } from '@gw/config';
import type { StatesRequest } from '@gw/forms';
import { type ApiResponse, postJson } from '../http.ts';
import type { Message } from './callOptions.ts';

export type StatesOptions = {
  /** The countries-and-states service; the API base when only that is given. */
  countriesBase?: string | undefined;
  apiBase?: string | undefined;
};

/** The states answer: data.states, a list of { name } (spec §7). */
export type StatesAnswer = ApiResponse<{ data: { states: { name: string }[] } } & Message>;

/** POST {countries service}/countries/states { country }. Not a lead: no attribution. */
export function fetchStates(options: StatesOptions, body: StatesRequest): Promise<StatesAnswer> {
  const base = options.countriesBase ?? options.apiBase ?? urls.countriesBase;
  return postJson(`${base}/countries/states`, body);
}
