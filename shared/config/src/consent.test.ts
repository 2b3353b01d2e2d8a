import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consentNotice } from './consent.ts';

/** Each version's texts, by hash: a text changed under an old version fails here. */
const versions: Record<string, string> = {
  '2026-11-26': '3f4b689af9fdba9c',
};

const textsHash = () =>
  createHash('sha256')
    .update(JSON.stringify({ notice: consentNotice.notice, marketing: consentNotice.marketing }))
    .digest('hex')
    .slice(0, 16);

describe('the consent texts', () => {
  it('are the ones pinned to their version (a new text needs a new version)', () => {
    expect(versions[consentNotice.version]).toBe(textsHash());
  });
});
