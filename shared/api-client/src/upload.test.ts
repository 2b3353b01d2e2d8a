// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@gw/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('signed upload through XHR (happy-dom) to the real API', () => {
  it('requests an address, PUTs the file with progress and resolves what the form stores', async () => {
    localStorage.setItem('token', 'visitor-token');
    const progress: number[] = [];
    const file = new File(['%PDF-1.7 site plan'], 'site-plan.pdf', { type: 'application/pdf' });
    const stored = await createApiClient({ apiBase: api.url }).uploadFile(file, {
      onProgress: (percent) => progress.push(percent),
    });
    expect(stored).toMatchObject({
      Bucket: 'groundwork-landingpage-uploads',
      type: 'application/pdf',
      name: 'site-plan.pdf',
    });
    expect(stored.S3Key).toMatch(/^landingpage\/.+\.pdf$/);
    expect(progress.at(-1)).toBe(100);
    const onDisk = join(api.dataDir, 'uploads', stored.S3Key);
    expect(existsSync(onDisk) && readFileSync(onDisk, 'utf8')).toBe('%PDF-1.7 site plan');
  });

  it('rejects with the longer of the error and message fields when the address is refused', async () => {
    const file = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    await expect(createApiClient({ apiBase: api.url }).uploadFile(file)).rejects.toThrow(
      'This file type cannot be uploaded. Use PDF, images or office documents.',
    );
  });

  it('rejects at once when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await expect(
      createApiClient({ apiBase: api.url }).uploadFile(file, { signal: controller.signal }),
    ).rejects.toThrow('Signature Upload Aborted');
  });
});
