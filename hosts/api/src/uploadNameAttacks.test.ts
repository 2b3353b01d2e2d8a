// Issue 27's attacks on what an uploader names and sends: the file's extension, bodies nested
// thousands deep, and an API listening on every IPv6 address.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodies, post, putFile as put, uploadRequest as request } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { maxJsonDepth } from './http/readJson.ts';
import { listeningUrl } from './listeningUrl.ts';

const pdf = '%PDF-1.7 survey plan';

describe('attacks on upload names and bodies (issue 27)', () => {
  it('an uploader choosing the extension (Extension "hta", a PDF body): stored and downloaded as .pdf', async () => {
    const adminToken = 'cli-token-for-tests';
    const api = await startTestServer({ adminToken });
    try {
      const { json } = await post(`${api.url}/files/upload`, { ...request, Extension: 'hta' });
      expect(json.data.key).toMatch(/^landingpage\/[0-9a-f-]{36}\.pdf$/);
      expect((await put(json.data.url, pdf)).status).toBe(200);
      expect(readdirSync(join(api.dataDir, 'uploads', 'landingpage'))).toEqual([
        json.data.key.split('/')[1],
      ]);
      const download = (key: string) =>
        fetch(`${api.url}/admin/files/${key}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
      const file = await download(json.data.key);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="${json.data.key.split('/')[1]}"`,
      );
      expect(await file.text()).toBe(pdf);
      // A file stored under the uploader's extension before keys followed the type downloads
      // under its checked type's.
      const oldKey = 'landingpage/0b7e3c9e-3d0f-4a53-9d6e-2f1a6c1d9e01.hta';
      writeFileSync(join(api.dataDir, 'uploads', oldKey), pdf);
      const old = await download(oldKey);
      expect(old.headers.get('content-disposition')).toBe(
        'attachment; filename="0b7e3c9e-3d0f-4a53-9d6e-2f1a6c1d9e01.pdf"',
      );
      writeFileSync(join(api.dataDir, 'uploads', oldKey), '<hta:application>');
      const unknown = await download(oldKey);
      expect(unknown.headers.get('content-disposition')).toBe(
        'attachment; filename="0b7e3c9e-3d0f-4a53-9d6e-2f1a6c1d9e01.bin"',
      );
    } finally {
      await api.close();
    }
  });

  it('JSON nested thousands of levels deep in uploadedFiles gets 400 with a message, not a 500', async () => {
    const api = await startTestServer();
    try {
      for (const [open, close] of [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const) {
        const deep = `${open.repeat(5000)}1${close.repeat(5000)}`;
        const body = JSON.stringify({ ...bodies.funding, uploadedFiles: 'X' }).replace('"X"', deep);
        const answer = await post(`${api.url}/funding-application/create`, body);
        expect(answer.status).toBe(400);
        expect(answer.json.message).toBe(
          `The request body nests too deeply: at most ${maxJsonDepth} levels of lists and objects.`,
        );
        const upload = await post(`${api.url}/files/upload`, `{"x":${deep}}`);
        expect(upload.status).toBe(400);
      }
      // Brackets inside strings are text, not depth.
      const inText = await post(`${api.url}/inquiries/contact-us`, {
        ...bodies.contact,
        description: '[{'.repeat(40),
      });
      expect(inText.status).toBe(200);
      expect(await api.leads('funding')).toEqual([]);
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('an API listening on every IPv6 address (API_HOST=::) with no public URL still hands out working upload addresses', async () => {
    const api = await startTestServer({ host: '::' });
    try {
      expect(api.url).toMatch(/^http:\/\/localhost:\d+$/);
      const answer = await post(`${api.url}/files/upload`, request);
      expect(answer.status).toBe(200);
      expect(new URL(answer.json.data.url).origin).toBe(api.url);
      expect((await put(answer.json.data.url, pdf)).status).toBe(200);
    } finally {
      await api.close();
    }
    expect(listeningUrl('::', 8787)).toBe('http://localhost:8787');
    expect(listeningUrl('0.0.0.0', 8787)).toBe('http://localhost:8787');
    expect(listeningUrl('::1', 8787)).toBe('http://[::1]:8787');
    expect(listeningUrl('fd00::5', 9000)).toBe('http://[fd00::5]:9000');
    expect(listeningUrl('127.0.0.1', 8787)).toBe('http://127.0.0.1:8787');
  });
});
