import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { post, putFile as put, uploadRequest as request } from '../testing/fixtures.ts';
import { testApiPerFile } from '../testing/perFile.ts';

const api = testApiPerFile();

async function address(overrides: Partial<typeof request> = {}) {
  const answer = await post(`${api.url}/files/upload`, { ...request, ...overrides });
  return answer;
}

describe('signed uploads', () => {
  it('hands out a signed address under landingpage/ and stores the PUT file on disk', async () => {
    const { status, json } = await address();
    expect(status).toBe(200);
    expect(json.data.key).toMatch(/^landingpage\/[0-9a-f-]{36}\.pdf$/);
    expect(json.data.url).toContain(`${api.url}/uploads/${json.data.key}?`);
    const response = await put(json.data.url, '%PDF-1.7 plan');
    expect(response.status).toBe(200);
    const file = join(api.dataDir, 'uploads', json.data.key);
    expect(existsSync(file) && readFileSync(file, 'utf8')).toBe('%PDF-1.7 plan');
  });

  it('refuses a tampered signature, a different key or an expired address', async () => {
    const { json } = await address();
    const tampered = new URL(json.data.url);
    tampered.searchParams.set('signature', 'x'.repeat(43));
    expect((await put(tampered.toString(), 'a')).status).toBe(403);
    const otherKey = json.data.url.replace(/[0-9a-f-]{36}/, '00000000-0000-0000-0000-000000000000');
    expect((await put(otherKey, 'a')).status).toBe(403);
    const expired = new URL(json.data.url);
    expired.searchParams.set('expires', '1000');
    const answer = await put(expired.toString(), 'a');
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toBe('Forbidden');
  });

  it('refuses a body of another content type than signed', async () => {
    const { json } = await address();
    const answer = await put(json.data.url, 'GIF89a', 'image/gif');
    expect(answer.status).toBe(415);
  });

  it('refuses files over 10 MB and keeps nothing of them', async () => {
    const { json } = await address();
    const answer = await put(json.data.url, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe('Files can be at most 10 MB.');
    expect(existsSync(join(api.dataDir, 'uploads', json.data.key))).toBe(false);
  });

  it('answers errors as { error, message } for types it does not take', async () => {
    const { status, json } = await address({
      ContentType: 'application/x-msdownload',
      Extension: 'exe',
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      error: 'Unsupported Media Type',
      message: 'This file type cannot be uploaded. Use PDF, images or office documents.',
    });
  });
});
