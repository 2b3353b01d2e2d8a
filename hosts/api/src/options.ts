import type { Logger } from './http/log.ts';
import type { Partners } from './http/partners.ts';
import type { TrustProxy } from './http/trustProxy.ts';
import type { LeadStore, OperatorSession } from './store/types.ts';

/** Everything the app is built from; main.ts reads it from the environment, tests pass it in. */
export type AppOptions = {
  store: LeadStore;
  /** Folder where uploaded files are written. */
  uploadsDir: string;
  /** Key for signing upload URLs; random per process unless configured. */
  signingSecret: string;
  /**
   * Absolute base of this API for signed URLs: its public base (GW_API_BASE, or PUBLIC_API_URL
   * which must agree with it; main.ts), else where it listens.
   */
  publicUrl: () => string;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Proxies trusted to name the client (TRUST_PROXY); null: the socket's peer is the client. */
  trustProxy: TrustProxy;
  /**
   * Origins of the site whose operator pages call /admin with the session cookie (SITE_ORIGINS);
   * read on every request. Any other origin gets no CORS answer there.
   */
  siteOrigins?: readonly string[];
  /** Bearer token of the operator CLIs (leads, admin), from this machine only; unset: none. */
  adminToken?: string | undefined;
  log: Logger;
  now?: () => number;
  /** partners.json: which origins may claim which partner id; null or absent: no check. */
  partners?: Partners | null;
  /** RETENTION_MONTHS (issue 27): leads older than this are erased; 0 or absent: kept. */
  retentionMonths?: number;
  /** Set by the server when it begins to stop: every request then gets 503 (DESIGN.md §10). */
  lifecycle?: { stopping: boolean };
};

/** What request handlers tell the logger (never personal data). */
export type ApiEnv = {
  Variables: {
    kind: string;
    leadId: number;
    /** Who called an /admin path: a signed-in operator, or an operator CLI on this machine. */
    operator: OperatorSession | 'cli';
    /**
     * Whether the caller's session still stands (signed out, operator removed, idle or absolute
     * limit past: false); absent for the CLIs, whose token lasts as long as the server.
     */
    sessionStands?: () => Promise<boolean>;
  };
};
