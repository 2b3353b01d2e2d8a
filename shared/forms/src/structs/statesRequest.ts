import { type Infer, type } from 'superstruct';
import { messages } from '../messages.ts';
import { field, required } from '../rules.ts';
import { cap } from './shared.ts';

/** POST /countries/states body: the country's name. */
export const statesRequestPayload = type({
  country: field('country', required(messages.funding.countryRequired), cap('country')),
});
export type StatesRequest = Infer<typeof statesRequestPayload>;
