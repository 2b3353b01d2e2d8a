import { type Infer, type } from 'superstruct';
import { fundingFieldMessages } from '../messages.ts';
import { field, required } from '../rules.ts';
import { cap } from './shared.ts';

/** POST /countries/states body: the country's name. */
export const statesRequestPayload = type({
  country: field('country', required(fundingFieldMessages.countryRequired), cap('country')),
});
export type StatesRequest = Infer<typeof statesRequestPayload>;
