import { createHash, randomBytes } from 'node:crypto';
import { csrfHeader, isOperatorEmail } from '@gw/config';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientOf } from '../http/clientOf.ts';
import {
  knownDevice,
  knownDeviceCookie,
  knownDeviceMaxAgeSeconds,
  knownDeviceValue,
} from '../http/knownDevice.ts';
import { unmatchableHash, verifyPassword } from '../http/passwords.ts';
import { readJson } from '../http/readJson.ts';
import { createSignInThrottle } from '../http/signInThrottle.ts';
import type { ApiEnv, AppOptions } from '../options.ts';
import { audit, registerAuditRoutes } from './audit.ts';
import { registerInboxRoutes } from './inbox.ts';
import { registerOperatorRoutes } from './operators.ts';
import { registerPeopleRoutes } from './people.ts';

export const sessionCookie = 'gw_session';
/** What the API says when operators sign in from behind a proxy it was not told about. */
export const trustProxyWarning =
  'TRUST_PROXY is unset: behind a proxy or load balancer every client has its address, so one ' +
  "guesser's failed sign-ins hold back everyone's (known devices excepted). Set TRUST_PROXY to " +
  'the proxies in front of the API (a hop count such as 1, or their CIDRs).';
/** A session ends after this long unused, and in any case this long after sign-in. */
export const sessionLimits = { idleMs: 30 * 60_000, maxAgeMs: 12 * 60 * 60_000 };

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isPassword = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 1024;

const refused = {
  unauthorized: { error: 'unauthorized', message: 'Sign in to see this.' },
  credentials: { error: 'invalid_credentials', message: 'email or password is wrong' },
  throttled: { error: 'throttled', message: 'Too many attempts. Please wait and try again.' },
  csrf: { error: 'csrf', message: `This call must carry the session's ${csrfHeader} header.` },
  invalid: { error: 'invalid_body', message: 'Send {"email": "…", "password": "…"} as JSON.' },
  origin: {
    error: 'forbidden_origin',
    message: "Sign in from the site's own sign-in page: this page's origin may not sign in here.",
  },
  notJson: {
    error: 'unsupported_media_type',
    message: 'Send the sign-in as JSON, with Content-Type: application/json.',
  },
} as const;

/**
 * The operator API (DESIGN.md §12): sign-in with a session cookie (HttpOnly, SameSite=Strict,
 * Path=/admin), and every other /admin path behind it, 401 without. The leads and admin CLIs
 * come in with the token the server wrote into its data folder, from this machine only.
 */
export function registerAdminRoutes(app: Hono<ApiEnv>, options: AppOptions): void {
  const now = options.now ?? Date.now;
  const throttle = createSignInThrottle(now);
  const operators = options.store.operators;
  // Without TRUST_PROXY, everyone behind a proxy is one client to the sign-in counters: say so
  // once, when a sign-in comes through one (X-Forwarded-For), as well as at start (server.ts).
  let warnedAboutProxy = false;
  const warnIfProxiedWithoutTrust = (c: Context) => {
    if (warnedAboutProxy || options.trustProxy || !c.req.header('x-forwarded-for')) return;
    warnedAboutProxy = true;
    options.log({ level: 'warn', event: 'trust_proxy_unset', message: trustProxyWarning });
  };

  app.use('/admin/*', async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === '/admin/session') return next();
    const token = getCookie(c, sessionCookie);
    if (token) {
      const tokenHash = sha256(token);
      const session = await operators.useSession(
        tokenHash,
        new Date(now()),
        new Date(now() - sessionLimits.idleMs),
        new Date(now() - sessionLimits.maxAgeMs),
      );
      if (session) {
        const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
        if (!reading && c.req.header(csrfHeader) !== session.csrfToken) {
          return c.json(refused.csrf, 403);
        }
        c.set('operator', session);
        c.set('sessionStands', () =>
          operators.sessionStands(
            tokenHash,
            new Date(now() - sessionLimits.idleMs),
            new Date(now() - sessionLimits.maxAgeMs),
          ),
        );
        return next();
      }
    }
    const cliToken = options.adminToken;
    const local = loopback.has(clientOf(c, null));
    if (cliToken && local && c.req.header('authorization') === `Bearer ${cliToken}`) {
      c.set('operator', 'cli');
      return next();
    }
    if (token) deleteCookie(c, sessionCookie, { path: '/admin' });
    return c.json(refused.unauthorized, 401);
  });

  app.post('/admin/session', async (c) => {
    // Login CSRF: another site's page must not sign a visitor's browser in (to an account of its
    // choosing) with a form or a "simple" request. A browser names the page's origin: only the
    // site's own may sign in; and only as JSON, which no form can send without a preflight.
    const origin = c.req.header('origin');
    if (origin !== undefined && !(options.siteOrigins ?? []).includes(origin)) {
      return c.json(refused.origin, 403);
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return c.json(refused.notJson, 415);
    warnIfProxiedWithoutTrust(c);
    const read = await readJson(c);
    const body = read.ok ? (read.body as { email?: unknown; password?: unknown } | null) : null;
    const email = body?.email;
    const password = body?.password;
    if (!isOperatorEmail(email) || !isPassword(password)) return c.json(refused.invalid, 400);
    const account = email.toLowerCase();
    const operator = await operators.findOperator(account);
    const deviceCookie = knownDeviceCookie(account);
    const attempt = {
      account,
      client: clientOf(c, options.trustProxy),
      knownDevice: operator
        ? knownDevice(account, operator.passwordHash, getCookie(c, deviceCookie), now())
        : null,
    };
    const wait = throttle.retryAfter(attempt);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json(refused.throttled, 429);
    }
    // An unknown address is checked against a hash too: it takes as long as a wrong password.
    const matches = await verifyPassword(password, operator?.passwordHash ?? unmatchableHash);
    if (!operator || !matches) {
      throttle.fail(attempt);
      return c.json(refused.credentials, 401);
    }
    throttle.succeed(attempt);
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    await operators.createSession(operator.id, sha256(token), csrfToken, new Date(now()));
    await options.store.audit.record({ operator: account, action: 'sign-in' }, new Date(now()));
    const secure = isHttps(c, options);
    setCookie(c, sessionCookie, token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin',
      secure,
    });
    setCookie(c, deviceCookie, knownDeviceValue(account, operator.passwordHash, now()), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin/session',
      secure,
      maxAge: knownDeviceMaxAgeSeconds,
    });
    return c.body(null, 204);
  });

  app.get('/admin/session', (c) => {
    const operator = c.get('operator');
    if (operator === 'cli') return c.json({ email: null, csrfToken: null, via: 'cli' });
    return c.json({ email: operator.email, csrfToken: operator.csrfToken });
  });

  app.delete('/admin/session', async (c) => {
    const token = getCookie(c, sessionCookie);
    if (token) await operators.deleteSession(sha256(token));
    await audit(c, options, { action: 'sign-out' });
    deleteCookie(c, sessionCookie, { path: '/admin' });
    return c.body(null, 204);
  });

  registerInboxRoutes(app, options);
  registerOperatorRoutes(app, options);
  registerAuditRoutes(app, options);
  registerPeopleRoutes(app, options);
}

/** Over https (here, or as PUBLIC_API_URL says behind a proxy): Secure cookies only. */
function isHttps(c: Context, options: AppOptions): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return options.publicUrl().startsWith('https:');
}
