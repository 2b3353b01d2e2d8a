// `npm run bench:api`: load POST /leads/request with autocannon (BENCH_SECONDS, default 30),
// then check that every acknowledged lead was stored — no more, no fewer. BENCH_KEYED=1 sends a
// new Idempotency-Key with each request, as the site, remotes and widgets do.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const dataDir = mkdtempSync(join(tmpdir(), 'gw-bench-'));

const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'hosts/api/src/main.ts')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  let seen = '';
  api.stdout.on('data', (chunk) => {
    seen += chunk;
    const match = seen.match(/"event":"listening","url":"([^"]+)"/);
    if (match) resolve(match[1]);
  });
  api.once('exit', (code) => reject(new Error(`API exited (${code})`)));
});

const body = JSON.stringify({
  businessName: 'Bench Homes',
  firstName: 'Bench',
  lastName: 'Mark',
  phone: '+2348031234567',
  email: 'bench@example.ng',
});
const keyed = process.env.BENCH_KEYED === '1';
console.log(
  `POST ${url}/leads/request for ${seconds} s (10 connections${keyed ? ', a new Idempotency-Key each' : ''})…`,
);
const result = await autocannon({
  url: `${url}/leads/request`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  ...(keyed && {
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  }),
  connections: 10,
  duration: seconds,
});
const acknowledged = result['2xx'];
// When the clock stops, autocannon hangs up on requests still in flight: the server finishes
// and stores them, but their 2xx never reaches the client. Count them, do not hide them.
const inFlight =
  result.requests.sent - (result['2xx'] + result.non2xx + result.errors + result.timeouts);

const { port, token } = JSON.parse(readFileSync(join(dataDir, 'api.json'), 'utf8'));
// The inbox counts every lead of each kind (its pages hold 50 at most).
const stored = (
  await (
    await fetch(`http://127.0.0.1:${port}/admin/leads?kind=demo&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
).counts.demo;
const exited = new Promise((resolve) => api.once('exit', resolve));
api.kill('SIGTERM');
await exited;
rmSync(dataDir, { recursive: true, force: true });

console.table({
  'requests/s (mean)': Math.round(result.requests.average),
  'latency p50 (ms)': result.latency.p50,
  'latency p99 (ms)': result.latency.p99,
  'non-2xx': result.non2xx + result.errors + result.timeouts,
  'acknowledged (2xx received)': acknowledged,
  'in flight when the clock stopped': inFlight,
  'rows stored': stored,
});
if (stored !== acknowledged + inFlight || result.non2xx > 0) {
  console.error(
    `FAIL: ${acknowledged} acknowledged + ${inFlight} in flight, but ${stored} rows stored`,
  );
  process.exit(1);
}
console.log(
  `ok: rows stored (${stored}) = requests acknowledged (${acknowledged}) + cut off in flight (${inFlight})`,
);
