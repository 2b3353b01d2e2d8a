// Attacks on the static origins `npm start` serves (issue 12): a request must never end the
// process that serves the site, the CDN origin and the partner page.
import { request } from 'node:http';
import { connect } from 'node:net';
import { listen } from '@gw/tooling/serve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer } from '../../hosts/partner/src/server.mjs';
import { createCdnServer, createSiteServer } from './servers.mjs';

/** Sends a raw request path (fetch would normalise it) and resolves with the status. */
function rawGet(origin, path, headers = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const servers = {};
beforeAll(async () => {
  const site = createSiteServer();
  const cdn = createCdnServer();
  servers.site = { url: await listen(site, 0, '127.0.0.1'), close: () => site.close() };
  servers.cdn = { url: await listen(cdn, 0, '127.0.0.1'), close: () => cdn.close() };
  servers.partner = await startPartnerServer({ cdn: servers.cdn.url, api: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server.close();
});

const malformed = ['/%E0%A4%A', '/assets/%E0%A4%A', '/widgets/%ff.js', '/remotes/%', '/a%ZZb'];

describe('attack: malformed URLs to every static server', () => {
  for (const name of ['site', 'cdn', 'partner']) {
    it(`${name}: answers 400 to each, and keeps serving`, async () => {
      const origin = servers[name].url;
      for (const path of malformed) {
        const { status } = await rawGet(origin, path);
        expect(status, `${name} ${path}`).toBe(400);
      }
      for (const path of ['/%00', '/..%2f..%2fetc%2fpasswd', `/${'a'.repeat(5000)}`]) {
        const { status } = await rawGet(origin, path);
        expect([200, 404], `${name} ${path}`).toContain(status);
      }
      const { status } = await rawGet(origin, name === 'cdn' ? '/widgets/none.js' : '/');
      expect([200, 404]).toContain(status);
    });
  }

  it('every static answer says nosniff', async () => {
    for (const name of ['site', 'cdn', 'partner']) {
      const { headers } = await rawGet(servers[name].url, '/');
      expect(headers['x-content-type-options'], name).toBe('nosniff');
    }
  });

  it('malformed request lines and headers get 400 from every server, which keeps serving', async () => {
    const raw = (origin, text) =>
      new Promise((resolve) => {
        const { hostname, port } = new URL(origin);
        const socket = connect(Number(port), hostname, () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer.split('\r\n')[0]));
        socket.on('error', () => resolve('reset'));
      });
    for (const name of ['site', 'cdn', 'partner']) {
      const origin = servers[name].url;
      for (const text of [
        'GET / HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: x\r\nX-A: \u0000\r\n\r\n',
        'NOT-HTTP\r\n\r\n',
        `GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n${'X-Big: y\r\n'.repeat(2_000)}\r\n`,
      ]) {
        expect(await raw(origin, text), `${name}: ${text.slice(0, 30)}`).toMatch(
          /^HTTP\/1\.1 4(00|31) /,
        );
      }
      const { status } = await rawGet(origin, name === 'cdn' ? '/widgets/none.js' : '/');
      expect([200, 404], `${name} still serves`).toContain(status);
    }
  });
});
