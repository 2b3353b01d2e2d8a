import { fetchStates, statesFailureMessage } from '@gw/api-client';

export type StatesResult =
  | { ok: true; states: { name: string }[] }
  | { ok: false; message: string };

/** POST {countries service}/countries/states {country}; messages per spec §8. Never throws. */
export async function loadStates(
  countriesBase: string | undefined,
  country: string,
): Promise<StatesResult> {
  try {
    const response = await fetchStates({ countriesBase }, { country });
    if (response.ok) return { ok: true, states: response.data.data.states };
    return { ok: false, message: statesFailureMessage(response) };
  } catch (error) {
    return { ok: false, message: statesFailureMessage(error) };
  }
}
