import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body: unknown;
}

export interface AnswerServer {
  url: string;
  /** Bodies of the non-preflight requests it received (parsed when JSON). */
  received: unknown[];
  close(): Promise<void>;
}

export interface RoutedAnswers {
  url: string;
  /** Every non-preflight request: its path and its body (parsed when JSON). */
  received: { path: string; body: unknown }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Real HTTP with a real CORS preflight, answering each request with what `answerFor` says. */
async function serveAnswers(answerFor: (path: string, body: unknown) => Answer) {
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const answer = answerFor(path, await readBody(request));
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real local HTTP server that gives one fixed answer, for the failure answers the real API
 * cannot be made to give on demand (a 400 the browser's checks let through, a 500). Real HTTP,
 * real CORS preflight: the client code runs exactly as against the API.
 */
export async function startAnswerServer(answer: Answer): Promise<AnswerServer> {
  const received: unknown[] = [];
  const server = await serveAnswers((_path, body) => {
    received.push(body);
    return answer;
  });
  return { ...server, received };
}

/**
 * An API base that gives each path its own fixed answer (404 elsewhere): one form can then load
 * states yet have its upload and its lead refused, which the real API cannot do on demand.
 */
export async function startRoutedAnswers(answers: Record<string, Answer>): Promise<RoutedAnswers> {
  const received: RoutedAnswers['received'] = [];
  const server = await serveAnswers((path, body) => {
    received.push({ path, body });
    return answers[path] ?? { status: 404, body: { message: 'Not found' } };
  });
  return { ...server, received };
}

/** A base URL where nothing listens: the request fails before any answer (a thrown error). */
export async function deadBase(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
