import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureCode, RequestFailure, requestJson } from './index.ts';
import { refusedUrl, startLocalServer } from './test/localServer.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const [, route, status] = (request.url ?? '').split('/');
    if (route === 'silent') return; // never answers
    if (route === 'cut') {
      // Headers and half a body, then the connection breaks.
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      response.write('{"message":"half');
      setTimeout(() => response.destroy(), 20);
      return;
    }
    if (route === 'echo') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, headers: request.headers, body }));
      });
      return;
    }
    const code = Number(status);
    if (code === 204) response.writeHead(204).end();
    else if (route === 'text') response.writeHead(code, { 'Retry-After': '7' }).end('Try later');
    else
      response
        .writeHead(code, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: `answered ${code}` }));
  });
});
afterAll(() => server.close());

describe('requestJson: a request that gets no answer rejects with its spec §8 code', () => {
  it.each([
    ['refused (nothing listens)', 'ERR_NETWORK', async () => requestJson(await refusedUrl())],
    [
      'cancelled by its caller while waiting',
      'ERR_CANCELED',
      () => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 50);
        return requestJson(`${server.url}/silent`, { signal: controller.signal });
      },
    ],
    [
      'not answered within its time limit',
      'ETIMEDOUT',
      () => requestJson(`${server.url}/silent`, { signal: AbortSignal.timeout(50) }),
    ],
    ['an answer cut off mid-body', 'ERR_BAD_RESPONSE', () => requestJson(`${server.url}/cut`)],
  ])('%s: %s', async (_case, code, request) => {
    const error = await request().then(
      () => 'answered',
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RequestFailure);
    expect(error).toMatchObject({ code });
    expect(failureCode(error)).toBe(code);
  });
});

describe('requestJson: every status is an answer', () => {
  it.each([
    ['/json/200', { ok: true, status: 200, data: { message: 'answered 200' } }],
    ['/json/400', { ok: false, status: 400, data: { message: 'answered 400' } }],
    ['/json/500', { ok: false, status: 500, data: { message: 'answered 500' } }],
    ['/text/503', { ok: false, status: 503, data: 'Try later' }],
    ['/json/204', { ok: true, status: 204, data: '' }],
  ])('%s', async (path, answer) => {
    expect(await requestJson(`${server.url}${path}`)).toMatchObject(answer);
  });

  it('gives the answer headers (the outbox reads Retry-After)', async () => {
    const answer = await requestJson(`${server.url}/text/503`);
    expect(answer.headers.get('Retry-After')).toBe('7');
  });

  it('sends the method, the body as JSON and the caller headers', async () => {
    const { data } = await requestJson<{
      method: string;
      headers: Record<string, string>;
      body: string;
    }>(`${server.url}/echo`, {
      method: 'PATCH',
      body: { handled: true },
      headers: { 'X-Gw-Csrf': 'token' },
      cache: 'no-store',
    });
    expect(data.method).toBe('PATCH');
    expect(JSON.parse(data.body)).toEqual({ handled: true });
    expect(data.headers).toMatchObject({
      'content-type': 'application/json',
      'x-gw-csrf': 'token',
    });
  });
});
