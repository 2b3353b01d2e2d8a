import { defaultCountry } from '@gw/config';
import type { WaitlistPayload, WaitlistValues } from '../structs/waitlist.ts';
import { trim } from './trim.ts';

/**
 * Waitlist lead: phone without its leading '+', buildCountry from targetCountry, resident
 * country defaulting to Canada, comment only when present (spec §5, §7).
 */
export function buildWaitlistPayload(values: WaitlistValues): WaitlistPayload {
  const comment = trim(values.comment);
  return {
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    email: trim(values.email),
    phoneNumber: trim(values.phoneNumber).replace(/^\+/, ''),
    residentCountry: trim(values.residentCountry) || defaultCountry.name,
    buildCountry: trim(values.targetCountry),
    purpose: values.purpose,
    ...(comment ? { comment } : {}),
  };
}
