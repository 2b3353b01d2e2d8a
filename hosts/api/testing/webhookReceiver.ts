import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookReceiver = {
  url: string;
  /** The bodies it accepted (answered 2xx), parsed, in order. */
  accepted: Record<string, unknown>[];
  /** Every POST it answered (accepted or not). */
  hits(): number;
  /** Whether it answers 200 (true) or 503. */
  accept(on: boolean): void;
  close(): Promise<void>;
};

/** A local webhook receiver that is down (503) until told to accept. */
export function webhookReceiver(accepting = false): Promise<WebhookReceiver> {
  const accepted: Record<string, unknown>[] = [];
  let on = accepting;
  let hits = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      hits += 1;
      if (on) accepted.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(on ? 200 : 503).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        accepted,
        hits: () => hits,
        accept: (value) => {
          on = value;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
