import type { Context, Hono } from 'hono';
import { readJson } from '../http/readJson.ts';
import type { ApiEnv, AppOptions } from '../options.ts';

const forbidden = {
  error: 'forbidden',
  message: 'Operators are added and removed with `npm run admin` on the server.',
};

/** Only the admin CLI (the data folder's token, from this machine) manages operators. */
const fromCli = (c: Context<ApiEnv>) => c.get('operator') === 'cli';

/**
 * The admin CLI's calls while the server holds the embedded database: the CLI hashes the
 * password itself, so no password crosses even the loopback.
 */
export function registerOperatorRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const operators = options.store.operators;

  app.get('/admin/operators', async (c) => {
    if (!fromCli(c)) return c.json(forbidden, 403);
    return c.json({ data: await operators.listOperators() });
  });

  app.put('/admin/operators/:email', async (c) => {
    if (!fromCli(c)) return c.json(forbidden, 403);
    const read = await readJson(c);
    const hash = read.ok ? (read.body as { passwordHash?: unknown } | null)?.passwordHash : null;
    if (typeof hash !== 'string' || !hash.startsWith('scrypt$')) {
      return c.json({ error: 'invalid_body', message: 'Send {"passwordHash": "scrypt$…"}.' }, 400);
    }
    const added = await operators.saveOperator(c.req.param('email'), hash);
    return c.json({ added }, added ? 201 : 200);
  });

  app.delete('/admin/operators/:email', async (c) => {
    if (!fromCli(c)) return c.json(forbidden, 403);
    const removed = await operators.removeOperator(c.req.param('email'));
    return removed
      ? c.body(null, 204)
      : c.json({ error: 'not_found', message: 'No operator has that e-mail.' }, 404);
  });
}
