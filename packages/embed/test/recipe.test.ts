// docs/embedding.md's "Testing your page", run as written (issue 28): its files are copied from
// the guide by their `<!-- recipe-file: name -->` markers, never retyped, into a folder of their
// own and run by Vitest there, with a local server standing in for the CDN's widget files.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { widgetsDist } from '@gw/widgets/files';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** The guide's recipe files: each marker, then the code block that follows it. */
export function recipeFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>();
  const marker = /<!-- recipe-file: ([\w.-]+) -->\s*```\w*\n([\s\S]*?)\n```/g;
  for (const [, name, code] of markdown.matchAll(marker)) files.set(name as string, `${code}\n`);
  return files;
}

/** Serves widgets/dist at /widgets/, as the CDN does (CORS for the modules' fetches). */
function startCdn() {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const path = new URL(request.url ?? '/', 'http://cdn').pathname.replace(/^\/widgets\//, '');
    if (request.method === 'OPTIONS' || path.includes('..')) {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 400).end();
      return;
    }
    try {
      const body = readFileSync(join(widgetsDist, path));
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/widgets`, close: () => server.close() });
    }),
  );
}

let cdn: Awaited<ReturnType<typeof startCdn>>;
let folder = '';

beforeAll(async () => {
  cdn = await startCdn();
  folder = mkdtempSync(join(tmpdir(), 'gw-recipe-'));
});

afterAll(() => {
  cdn.close();
  rmSync(folder, { recursive: true, force: true });
});

it("the guide's happy-dom recipe passes as written, against the built widget files", async () => {
  const files = recipeFiles(readFileSync(join(root, 'docs/embedding.md'), 'utf8'));
  expect([...files.keys()]).toEqual([
    'vitest.config.ts',
    'fakeGroundworkApi.ts',
    'partnerPage.test.ts',
  ]);
  // A partner's project: its package.json, its installed packages (this repository's).
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  for (const [name, code] of files) writeFileSync(join(folder, name), code);

  const report = join(folder, 'report.json');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const exit = await new Promise<number | null>((resolve) => {
    const child = execFile(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--root', folder, '--reporter=json', `--outputFile=${report}`],
      { cwd: folder, env: { ...env, NODE_ENV: 'test', GW_WIDGETS_URL: cdn.url } },
    );
    child.on('exit', resolve);
  });
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { assertionResults: { failureMessages: string[] }[] }[];
  };
  const failures = results.testResults.flatMap((file) =>
    file.assertionResults.flatMap((test) => test.failureMessages),
  );
  expect(failures).toEqual([]);
  expect({ exit, passed: results.numPassedTests }).toEqual({ exit: 0, passed: 1 });
}, 120_000);
