import { define, type Struct } from 'superstruct';
import { defaults } from './messages.ts';

/** A check passes (true) or names the problem. */
export type Check = (value: unknown) => true | string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Present: a non-blank string. */
export const required =
  (message: string): Check =>
  (value) =>
    text(value) ? true : message;

/** At least `min` characters once trimmed. */
export const minLength =
  (min: number, message: string): Check =>
  (value) =>
    text(value).length >= min ? true : message;

/** At most `max` characters (the §8 default message unless given one). */
export const maxLength =
  (max: number, path: string, message = defaults.max(path, max)): Check =>
  (value) =>
    typeof value !== 'string' || value.length <= max ? true : message;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Looks like an e-mail address: something@host.tld. */
export const email =
  (message: string): Check =>
  (value) =>
    emailShape.test(text(value)) ? true : message;

/** Looks like a web address, with or without the scheme (e.g. acme.ng or https://acme.ng). */
export const url =
  (message: string): Check =>
  (value) => {
    const candidate = text(value);
    try {
      const parsed = new URL(/^[a-z]+:\/\//i.test(candidate) ? candidate : `https://${candidate}`);
      return /^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.') ? true : message;
    } catch {
      return message;
    }
  };

/** One of a fixed list of values. */
export const oneOf =
  (values: readonly string[], message: string): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? true : message;

/** A string field that runs its checks in order and reports the first failure. */
export function field(name: string, ...checks: Check[]): Struct<string, null> {
  return define<string>(name, (value) => {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return `${name} must be text`;
    }
    for (const check of checks) {
      const result = check(value);
      if (result !== true) return result;
    }
    return true;
  });
}

/** An optional string field: absent or empty passes; otherwise the checks apply. */
export function optionalField(name: string, ...checks: Check[]): Struct<string | undefined, null> {
  return define<string | undefined>(name, (value) => {
    if (value === undefined || value === null || value === '') return true;
    if (typeof value !== 'string') return `${name} must be text`;
    for (const check of checks) {
      const result = check(value);
      if (result !== true) return result;
    }
    return true;
  });
}

/** A date and time that Date.parse understands (the teaser row's ISO timestamp). */
export const isoTimestamp =
  (message: string): Check =>
  (value) =>
    Number.isNaN(Date.parse(text(value))) ? message : true;
