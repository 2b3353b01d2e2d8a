import { antiSpam } from '@gw/config';
import { maxLength, optionalField } from '../rules.ts';

/** Longest text a name-like field takes, so the API cannot be flooded. */
export const nameCap = 200;
/** Longest free text (messages, comments). */
export const textCap = 5000;

/** Caps a field at `max` characters with the §8 default message. */
export const cap = (path: string, max = nameCap) => maxLength(max, path);

/** The honeypot field every lead payload may carry (bots fill it; people never see it). */
export const honeypot = { [antiSpam.honeypotField]: optionalField(antiSpam.honeypotField) };
