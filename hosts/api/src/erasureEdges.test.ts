import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consentNotice } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { consent, peopleApi, sha256 } from '../testing/peopleApi.ts';
import { sweepUploads } from './server.ts';

// Issue 27 item 3, beside dataRights.test.ts: an erasure that cannot remove a file leaves it to
// the upload sweep, and withdrawing marketing keeps what was given.
const { state, dataDir, logged, person, call, auditOf } = peopleApi();

describe('data rights, the edges', () => {
  it('logs a file it cannot remove and leaves it to the upload sweep, which removes it later', async () => {
    const email = 'chidi@eze.ng';
    const { fileKey } = await person(email);
    // Something in the way: the file's path is a folder with a file in it (rm without recursion fails).
    const path = join(dataDir, 'uploads', fileKey);
    rmSync(path);
    mkdirSync(path);
    writeFileSync(join(path, 'stuck'), 'x');
    expect((await call('/admin/people/erase', { email })).status).toBe(200);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'erase_file_failed', key: fileKey }),
    );
    expect(await state.api.store.uploadedType(fileKey)).toBe('application/pdf');
    rmSync(path, { recursive: true });
    writeFileSync(path, '%PDF-1.7 left behind');
    const swept = await sweepUploads(
      state.api.store,
      join(dataDir, 'uploads'),
      new Date(Date.now() + 1000),
    );
    expect(swept).toContain(fileKey);
    expect(existsSync(path)).toBe(false);
  });

  it('withdraws marketing on every lead of an address, keeping what was given', async () => {
    const email = 'ngozi@example.ca';
    const given = new Date();
    const stored = await post(
      `${state.api.url}/waitlist/add`,
      { ...bodies.waitlist, email },
      consent(given, true),
    );
    const answer = await call('/admin/people/withdraw-marketing', { email: 'NGOZI@example.ca' });
    expect(answer.status).toBe(200);
    const { leads } = await answer.json();
    expect(leads).toBeGreaterThanOrEqual(1);
    const lead = await fetch(`${state.api.url}/admin/leads/${stored.json.data.id}`, {
      headers: state.read,
    });
    const { consent: record } = await lead.json();
    expect(record).toMatchObject({ notice: consentNotice.version, at: given.toISOString() });
    expect(record.marketing).toBe(false);
    expect(Date.parse(record.marketingWithdrawnAt)).toBeGreaterThanOrEqual(given.getTime());
    const [entry] = await auditOf('person.withdraw-marketing');
    expect(entry?.target).toBe(`person:${sha256(email)}`);
  });
});
