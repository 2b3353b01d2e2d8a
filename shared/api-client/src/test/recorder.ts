import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; path: string; headers: IncomingHttpHeaders };

/**
 * A real local server that records what arrives (method, path, headers): the lead API does not
 * keep request headers, and these tests are about exactly what goes over the wire.
 */
export async function startRecorder() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, PUT, OPTIONS');
    // Authorization is never covered by '*': name the requested headers back.
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? '',
    );
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    request.resume();
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ data: { url: 'x', key: 'k', states: [] }, message: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
