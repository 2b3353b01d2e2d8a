import { defaultCountry } from '@gw/config';
import { parseAmount } from './amount.ts';
import type { ContactPageValues, ContactUsPayload } from './structs/contactPage.ts';
import type { ContactTeaserValues, TeaserRow } from './structs/contactTeaser.ts';
import type { DemoPayload, DemoValues } from './structs/demo.ts';
import type { FundingPayload, FundingValues } from './structs/funding.ts';
import type { JoinTeamValues, ProfilePayload } from './structs/joinTeam.ts';
import type { WaitlistPayload, WaitlistValues } from './structs/waitlist.ts';

const trim = (value: string | undefined) => (value ?? '').trim();

/** Demo lead: trimmed fields; description only when non-empty (spec §5). */
export function buildDemoPayload(values: DemoValues): DemoPayload {
  const description = trim(values.description);
  return {
    businessName: trim(values.businessName),
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    phone: trim(values.phone),
    email: trim(values.email),
    ...(description ? { description } : {}),
  };
}

/**
 * Funding application: empty values and empty lists omitted, amount as a number (only when > 0),
 * files as {S3Key, Bucket, type} (spec §5, §7).
 */
export function buildFundingPayload(values: FundingValues): FundingPayload {
  const amount = parseAmount(values.amount);
  const files = (values.uploadedFiles ?? []).map(({ S3Key, Bucket, type }) => ({
    S3Key,
    Bucket,
    type,
  }));
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'amount' || key === 'uploadedFiles') continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== '' && text !== undefined && text !== null) payload[key] = text;
  }
  if (files.length) payload.uploadedFiles = files;
  if (amount > 0) payload.amount = amount;
  return payload as FundingPayload;
}

/** Contact page → /inquiries/contact-us: the message travels as description. */
export function buildContactUsPayload(values: ContactPageValues): ContactUsPayload {
  return {
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    email: trim(values.email),
    description: trim(values.message),
  };
}

/** When the teaser row is stamped: a fixed date, or a clock (tests inject one). */
export type Clock = Date | (() => Date);

/** Teaser → spreadsheet row: firstname/lastname/message renamed, plus the ISO timestamp. */
export function buildTeaserRow(
  values: ContactTeaserValues,
  clock: Clock = () => new Date(),
): TeaserRow {
  const now = typeof clock === 'function' ? clock() : clock;
  return {
    firstName: trim(values.firstname),
    lastName: trim(values.lastname),
    email: trim(values.email),
    description: trim(values.message),
    timestamp: now.toISOString(),
  };
}

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

/** Join-team profile: the LinkedIn link, trimmed. */
export function buildProfilePayload(values: JoinTeamValues): ProfilePayload {
  return { linkedInUrl: trim(values.linkedInUrl) };
}
