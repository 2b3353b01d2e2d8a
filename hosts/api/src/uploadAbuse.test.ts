import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodies, post, putFile as put, uploadRequest as request } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { startServer, sweepUploads } from './server.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';

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

const pdf = '%PDF-1.7 survey plan';

describe('attacks on uploads', () => {
  it('a signed address reused: the second PUT gets 409 and the accepted file is untouched', async () => {
    const api = await startTestServer();
    try {
      const { json } = await post(`${api.url}/files/upload`, request);
      expect((await put(json.data.url, pdf)).status).toBe(200);
      const again = await put(json.data.url, '%PDF-1.7 replaced');
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe(
        'This upload address was already used. Ask for a new one.',
      );
      // A failing retry (too large) does not truncate it either.
      expect((await put(json.data.url, new Uint8Array(11 * 1024 * 1024))).status).toBe(409);
      const file = join(api.dataDir, 'uploads', json.data.key);
      expect(readFileSync(file, 'utf8')).toBe(pdf);
      expect(readdirSync(join(api.dataDir, 'uploads', 'landingpage'))).toEqual([
        json.data.key.split('/')[1],
      ]);
    } finally {
      await api.close();
    }
  });

  it('a failed first PUT (too large) leaves nothing, and the address still takes a good file', async () => {
    const api = await startTestServer();
    try {
      const { json } = await post(`${api.url}/files/upload`, request);
      const big = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('%PDF-1.7 '));
          controller.enqueue(new Uint8Array(10 * 1024 * 1024));
          controller.close();
        },
      });
      const tooBig = await fetch(json.data.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: big,
        duplex: 'half',
      } as RequestInit);
      expect(tooBig.status).toBe(413);
      expect(readdirSync(join(api.dataDir, 'uploads', 'landingpage'))).toEqual([]);
      expect((await put(json.data.url, pdf)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('an empty file gets 400; an HTML page declared as a PDF gets 415', async () => {
    const api = await startTestServer();
    try {
      const empty = await post(`${api.url}/files/upload`, request);
      expect((await put(empty.json.data.url, '')).status).toBe(400);
      const html = await post(`${api.url}/files/upload`, request);
      const disguised = await put(html.json.data.url, '<html><script>alert(1)</script></html>');
      expect(disguised.status).toBe(415);
      expect((await disguised.json()).message).toBe(
        "The file's content is not a valid application/pdf file.",
      );
      const png = await post(`${api.url}/files/upload`, {
        ...request,
        Extension: 'png',
        ContentType: 'image/png',
      });
      const realPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      expect((await put(png.json.data.url, realPng, 'image/png')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('a funding application naming a file this API did not receive gets 400 (path traversal, made-up keys)', async () => {
    const api = await startTestServer();
    try {
      const issued = await post(`${api.url}/files/upload`, request);
      const file = (S3Key: string) => ({ Bucket: 'b', S3Key, type: 'application/pdf' });
      for (const S3Key of [
        '../../../etc/passwd',
        'landingpage/made-up.pdf',
        issued.json.data.key,
      ]) {
        const answer = await post(`${api.url}/funding-application/create`, {
          ...bodies.funding,
          uploadedFiles: [file(S3Key)],
        });
        expect(answer.status, S3Key).toBe(400);
        expect(answer.json.message).toBe(
          'uploadedFiles.0.S3Key does not name a file uploaded here. Upload it again.',
        );
      }
      expect((await put(issued.json.data.url, pdf)).status).toBe(200);
      const accepted = await post(`${api.url}/funding-application/create`, {
        ...bodies.funding,
        uploadedFiles: [file(issued.json.data.key)],
      });
      expect(accepted.status).toBe(200);
      expect(await api.leads('funding')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('uploads no application names are removed after 24 hours, with their files', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-sweep-'));
    await seedPgliteDir(join(dataDir, 'pglite'));
    const server = await startServer({ port: 0, dataDir, logLevel: 'silent' });
    try {
      const keys: string[] = [];
      for (let n = 0; n < 2; n += 1) {
        const { json } = await post(`${server.url}/files/upload`, request);
        expect((await put(json.data.url, pdf)).status).toBe(200);
        keys.push(json.data.key);
      }
      const [named, orphan] = keys;
      await post(`${server.url}/funding-application/create`, {
        ...bodies.funding,
        uploadedFiles: [{ Bucket: 'b', S3Key: named, type: 'application/pdf' }],
      });
      const uploads = join(dataDir, 'uploads');
      expect(await sweepUploads(server.store, uploads, new Date(Date.now() - 86_400_000))).toEqual(
        [],
      );
      expect(await sweepUploads(server.store, uploads, new Date(Date.now() + 1000))).toEqual([
        orphan,
      ]);
      expect(existsSync(join(uploads, String(orphan)))).toBe(false);
      expect(existsSync(join(uploads, String(named)))).toBe(true);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a client cannot fill the disk: past its hourly bytes, PUTs get 429', async () => {
    const api = await startTestServer();
    try {
      const nineMb = new Uint8Array(9 * 1024 * 1024);
      nineMb.set(new TextEncoder().encode('%PDF-1.7 '));
      const statuses: number[] = [];
      for (let n = 0; n < 7; n += 1) {
        const { json } = await post(`${api.url}/files/upload`, request);
        statuses.push((await put(json.data.url, nineMb)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await api.close();
    }
  });

  it('the signed address never takes its host from the request (a forged Host header)', async () => {
    const api = await startTestServer();
    try {
      const answer = await post(`${api.url}/files/upload`, request, {
        'x-forwarded-host': 'evil.example',
        forwarded: 'host=evil.example',
      });
      expect(new URL(answer.json.data.url).origin).toBe(api.url);
      const { status, body } = await rawPost(api.url, '/files/upload', request, 'evil.example');
      expect(status).toBe(200);
      expect(new URL(JSON.parse(body).data.url).origin).toBe(api.url);
    } finally {
      await api.close();
    }
  });
});

/** A POST with a Host header of our choosing (fetch will not send a forged one). */
function rawPost(origin: string, path: string, body: object, host: string) {
  const { hostname, port } = new URL(origin);
  const text = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (response) => {
        let data = '';
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: data }));
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}
