import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP server answering with `handle`, for what the lead API never does; on `port`
 * when given (one that was refused a moment ago), else on a free one.
 */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  port = 0,
) {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests left hanging on purpose must not hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on (a port that was just freed): the connection is refused. */
export async function refusedUrl(): Promise<string> {
  const server = await startLocalServer(() => {});
  await server.close();
  return server.url;
}
