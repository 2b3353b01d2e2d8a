import { antiSpam } from '@gw/config';
import {
  contactUsPayload,
  demoPayload,
  type FieldsSchema,
  fundingPayload,
  isStorable,
  profilePayload,
  storageMessages,
  teaserRowPayload,
  validateForm,
  waitlistPayload,
} from '@gw/forms';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { testApiPerFile } from '../testing/perFile.ts';

// Property-based tests over every lead endpoint (issue 11): generated bodies and attribution,
// valid and not, with NUL, lone surrogates, controls and numbers JSON cannot hold. The seed is
// printed on failure; FC_SEED replays it.
const api = testApiPerFile();
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const runs = 100;
const tally = { cases: 0, serverErrors: 0 };
afterAll(() => {
  console.log(
    `lead properties: ${tally.cases} generated requests, ${tally.serverErrors} answered 5xx`,
  );
});

const endpoints = [
  ['/leads/request', 'demo', demoPayload, bodies.demo],
  ['/waitlist/add', 'waitlist', waitlistPayload, bodies.waitlist],
  ['/funding-application/create', 'funding', fundingPayload, bodies.funding],
  ['/inquiries/contact-us', 'contact', contactUsPayload, bodies.contact],
  ['/inquiries/submit-profile', 'profile', profilePayload, bodies.profile],
  ['/v1/gw/leads/Sheet1', 'teaser', teaserRowPayload, bodies.teaser],
] as const satisfies readonly (readonly [string, string, FieldsSchema, object])[];

/** Stands for a number JSON.stringify cannot write: replaced by 1e999 (Infinity) in the raw body. */
const huge = '\u0001gw-huge\u0001';
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n', '\u2028', '\ufeff'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\ud83c\udfd7', 'é', '"', '\\', '<', "'", ' ', 'a', '1', '@', '.'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const hostileText = fc.array(hostileChar, { maxLength: 30 }).map((parts) => parts.join(''));
const anyValue = fc.oneof(
  hostileText,
  fc.constantFrom(huge, null, true, 0, -1, 1e308),
  fc.double(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A change to one field: a new value, or the valid value with a character slipped in. */
type Mutation = { replace: unknown } | { insert: string; at: number };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  anyValue.map((value) => ({ replace: value })),
  fc.record({ insert: hostileChar, at: fc.nat() }),
);
function mutate(valid: unknown, change: Mutation): unknown {
  if ('replace' in change) return change.replace;
  if (typeof valid !== 'string') return change.insert;
  const at = change.at % (valid.length + 1);
  return valid.slice(0, at) + change.insert + valid.slice(at);
}

/** The raw JSON text sent, with the `huge` marker turned into 1e999. */
const rawJson = (body: object) => JSON.stringify(body).replaceAll(JSON.stringify(huge), '1e999');

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

describe('every lead endpoint under generated input', () => {
  it.each(endpoints)(
    '%s: never a 5xx; a 400 names the changed field and stores nothing; a 2xx stores the body once',
    async (path, kind, struct, valid) => {
      const fields = Object.keys(struct.schema).filter((field) => field !== antiSpam.honeypotField);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), mutation, async (field, change) => {
          const body = {
            ...valid,
            [field]: mutate((valid as Record<string, unknown>)[field], change),
          };
          const raw = rawJson(body);
          const sent = JSON.parse(raw) as Record<string, unknown>;
          const headers = key();
          const before = (await api.leads(kind)).length;
          const answer = await post(`${api.url}${path}`, raw, headers);
          tally.cases += 1;
          if (answer.status >= 500) tally.serverErrors += 1;
          expect(answer.status).toBeLessThan(500);
          const stored = await api.leads(kind);
          if (answer.status === 400) {
            const named = [
              validateForm(struct, sent)[field],
              storageMessages.unstorable(field),
              storageMessages.notFinite(field),
            ];
            const nested = answer.json.message.startsWith(`${field}.`);
            expect(nested || named.includes(answer.json.message), answer.json.message).toBe(true);
            expect(stored).toHaveLength(before);
            return;
          }
          expect([200, 201]).toContain(answer.status);
          expect(stored).toHaveLength(before + 1);
          if (sent[field] !== undefined) expect(stored.at(-1)?.payload[field]).toEqual(sent[field]);
          const repeat = await post(`${api.url}${path}`, raw, headers);
          expect(repeat).toMatchObject({ status: answer.status, json: answer.json });
          expect(await api.leads(kind)).toHaveLength(before + 1);
        }),
        { numRuns: runs, seed },
      );
    },
  );

  it('stores the lead whatever the attribution header holds, keeping only storable text', async () => {
    const attribution = fc.record(
      {
        pageUrl: fc.oneof(hostileText, fc.string({ minLength: 480, maxLength: 700 })),
        referrer: hostileText,
        partner: hostileText,
        surface: fc.oneof(fc.constantFrom('site', 'remote', 'widget'), hostileText),
        component: anyValue,
        utm: fc.oneof(fc.dictionary(hostileText, anyValue), fc.record({ campaign: hostileText })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(attribution, async (value) => {
        const header = encodeURIComponent(rawJson(value));
        const answer = await post(`${api.url}/waitlist/add`, bodies.waitlist, {
          ...key(),
          'x-gw-attribution': header,
        });
        tally.cases += 1;
        if (answer.status >= 500) tally.serverErrors += 1;
        expect(answer.status).toBe(201);
        const [lead] = (await api.leads('waitlist')).filter(
          (row) => row.id === answer.json.data.id,
        );
        const texts = JSON.stringify(lead?.attribution ?? {});
        const values = Object.values({ ...lead?.attribution, ...lead?.attribution.utm }).filter(
          (inner): inner is string => typeof inner === 'string',
        );
        expect(
          values.every((inner) => isStorable(inner) && inner.length <= 500),
          texts,
        ).toBe(true);
      }),
      { numRuns: runs * 2, seed },
    );
  });
});
