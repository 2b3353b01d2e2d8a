import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodies, post } from './test/fixtures.ts';
import { startTestServer } from './testing.ts';

const request = {
  Extension: 'pdf',
  Bucket: 'groundwork-landingpage-uploads',
  ContentType: 'application/pdf',
  uploadArea: 'landingpage',
};

describe('upload addresses and the rate limit', () => {
  it('counts upload addresses against the same per-client budget as leads', async () => {
    const api = await startTestServer({ rateLimitMax: 2 });
    try {
      expect((await post(`${api.url}/files/upload`, request)).status).toBe(200);
      expect((await post(`${api.url}/funding-application/create`, bodies.funding)).status).toBe(
        200,
      );
      const refused = await post(`${api.url}/files/upload`, request);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({
        error: 'Too Many Requests',
        message: 'Too many requests. Please wait a minute and try again.',
      });
      expect(refused.headers.get('retry-after')).toBe('60');
    } finally {
      await api.close();
    }
  });
});

describe('a retried upload', () => {
  it('takes a second PUT to the same signed address and keeps the latest file', async () => {
    const api = await startTestServer();
    try {
      const { json } = await post(`${api.url}/files/upload`, request);
      const put = (body: string) =>
        fetch(json.data.url, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf' },
          body,
        });
      expect((await put('%PDF first try')).status).toBe(200);
      expect((await put('%PDF second try')).status).toBe(200);
      const file = join(api.dataDir, 'uploads', json.data.key);
      expect(readFileSync(file, 'utf8')).toBe('%PDF second try');
    } finally {
      await api.close();
    }
  });
});
