import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testApiPerFile } from '@gw/api/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FundingWizard } from './index.ts';
import {
  answerDetails,
  button,
  contact,
  fileInput,
  fill,
  pdf,
  toDetails,
} from './test/wizardHelpers.ts';

const api = testApiPerFile();

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/**
 * Storage that holds every PUT until `release()`: an upload still running while the visitor
 * moves on. It also answers the upload address and takes the application.
 */
async function startSlowStorage() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const puts: string[] = [];
  const applications: Record<string, unknown>[] = [];
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, PUT, OPTIONS');
    const body = await bodyOf(request);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.url === '/files/upload') {
      const data = { url: `${base}/put/plan.pdf`, key: 'landingpage/plan.pdf' };
      return void response.writeHead(200).end(JSON.stringify({ data }));
    }
    if (request.method === 'PUT') {
      puts.push(request.url ?? '');
      await released;
      return void response.writeHead(200).end();
    }
    applications.push(JSON.parse(body));
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { base, puts, applications, release, close };
}

let storage: Awaited<ReturnType<typeof startSlowStorage>>;
afterEach(() => {
  storage.release();
  return storage.close();
});

describe('FundingWizard documents still uploading', () => {
  it('keep uploading on the next step, and Submit waits for them to be in the application', async () => {
    storage = await startSlowStorage();
    const user = userEvent.setup();
    render(<FundingWizard defaultOpen apiBase={storage.base} countriesBase={api.url} />);
    await screen.findByRole('dialog');
    await toDetails(user);
    await user.upload(fileInput(), pdf('plan.pdf'));
    await waitFor(() => expect(storage.puts).toHaveLength(1));
    await answerDetails(user);
    await fill(user, contact);
    await user.click(button('Submit'));
    // The document is still on its way: nothing is sent yet, and Submit says it is busy.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storage.applications).toHaveLength(0);
    expect(button('Submit').getAttribute('aria-busy')).toBe('true');
    storage.release();
    await screen.findByText('Application Successful');
    expect(storage.applications).toHaveLength(1);
    expect(storage.applications[0]?.uploadedFiles).toEqual([
      { S3Key: 'landingpage/plan.pdf', Bucket: expect.any(String), type: 'application/pdf' },
    ]);
    expect(screen.queryByText('Signature Upload Aborted')).toBeNull();
  });
});
