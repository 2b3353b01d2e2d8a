// `npm run start -w @gw/api`: the lead API on API_PORT (8787), data under DATA_DIR (./data).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ports } from '@gw/config';
import { dataDirFromEnv, runFileOf } from './paths.ts';
import { startServer } from './server.ts';

const dataDir = dataDirFromEnv();
mkdirSync(dataDir, { recursive: true });
const adminToken = randomBytes(24).toString('hex');

const server = await startServer({
  port: Number(process.env.API_PORT ?? ports.api),
  host: process.env.API_HOST ?? '127.0.0.1',
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  publicUrl: process.env.PUBLIC_API_URL || undefined,
  signingSecret: process.env.UPLOAD_SIGNING_SECRET || undefined,
  rateLimitMax: process.env.RATE_LIMIT_MAX ? Number(process.env.RATE_LIMIT_MAX) : undefined,
  trustProxy: process.env.TRUST_PROXY === '1',
  logLevel: process.env.LOG_LEVEL,
  adminToken,
});

const runFile = runFileOf(dataDir);
writeFileSync(runFile, JSON.stringify({ port: server.port, token: adminToken }), { mode: 0o600 });
console.log(
  JSON.stringify({
    event: 'listening',
    url: server.url,
    store: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  }),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ event: 'stopping', signal }));
  await server.close();
  rmSync(runFile, { force: true });
  console.log(JSON.stringify({ event: 'stopped' }));
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
