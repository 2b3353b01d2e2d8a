// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deadBase } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import type { UploadRequest } from '@gw/forms';
import { describe, expect, it } from 'vitest';
import { createApiClient, uploadFile } from './index.ts';

const api = testApiPerFile();

describe('signed upload through XHR (happy-dom) to the real API', () => {
  // First on purpose: happy-dom's XHR rejects on abort but still sends the body afterwards (an
  // emulation gap; browsers cancel), so the stray PUT must land while the server is still up.
  it('aborts the PUT in flight and rejects with the aborted message', async () => {
    const real = createApiClient({ apiBase: api.url });
    const controller = new AbortController();
    const client = {
      requestUploadAddress: async (body: UploadRequest) => {
        const answer = await real.requestUploadAddress(body);
        // Cancel right after the XHR has been sent.
        setTimeout(() => controller.abort(), 0);
        return answer;
      },
    };
    const file = new File(['x'.repeat(2_000_000)], 'big.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, { client, signal: controller.signal })).rejects.toThrow(
      'Signature Upload Aborted',
    );
  });

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

  it('works without a client: uploadFile(file, { apiBase, onProgress })', async () => {
    const progress: number[] = [];
    const file = new File(['PK\u0003\u0004 zipped docs'], 'boq.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const stored = await uploadFile(file, {
      apiBase: api.url,
      onProgress: (percent) => progress.push(percent),
    });
    expect(stored.S3Key).toMatch(/^landingpage\/.+\.xlsx$/);
    expect(progress.at(-1)).toBe(100);
    expect(readFileSync(join(api.dataDir, 'uploads', stored.S3Key), 'utf8')).toBe(
      'PK\u0003\u0004 zipped docs',
    );
  });

  it('rejects "File upload failed" when the address request gets no answer', async () => {
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, { apiBase: await deadBase() })).rejects.toThrow(
      'File upload failed',
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

  it('rejects "File upload failed" when the answer has no url', async () => {
    // The real API always gives a url; this client stands in for a provider that does not.
    const client = {
      requestUploadAddress: async () => ({ ok: true, status: 200, data: { data: { key: 'k' } } }),
    };
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, { client })).rejects.toThrow('File upload failed');
  });

  it('rejects "Error: upload rejected" when the signed PUT is refused (tampered signature)', async () => {
    const real = createApiClient({ apiBase: api.url });
    const client = {
      requestUploadAddress: async (body: UploadRequest) => {
        const answer = await real.requestUploadAddress(body);
        const url = answer.data.data?.url?.replace(/signature=[^&]+/, 'signature=forged');
        return { ...answer, data: { data: { ...answer.data.data, url } } };
      },
    };
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, { client })).rejects.toThrow('Error: upload rejected');
  });
});
