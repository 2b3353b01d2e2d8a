import type { Attribution } from '@gw/config';
import type { InboxStore } from './inboxStore.ts';
import type { OperatorStore } from './operatorStore.ts';
import type { WebhookStore } from './webhookStore.ts';

/** A stored lead as operators and tests read it. */
export type LeadRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attribution: Attribution & { origin?: string; partnerMismatch?: boolean };
  createdAt: string;
};

export type LeadQuery = { kind?: string | undefined; since?: Date | undefined };

/** The SQL the store runs; both drivers (PGlite, pg) implement it with $n parameters. */
export type Sql = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
  /**
   * Where a single-statement write goes, if not `query`: PGlite's commits them in groups (one
   * fsync for every write that arrived during the previous commit; store/groupCommit.ts).
   */
  write?<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs `work` on one connection (session locks hold across its statements). */
  session<T>(work: (sql: Omit<Sql, 'session' | 'close'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A submission's Idempotency-Key and the hash of what it asked to store. */
export type Idempotency = { key: string; requestHash: string };

/** The lead a write stored, or (`first: false`) the one stored earlier under the same key. */
export type StoredLead =
  | { lead: LeadRow; first: true }
  | { lead: LeadRow; first: false; requestHash: string };

/** What the API needs from storage. Every write resolves only once it is durable. */
export type LeadStore = {
  /** Stores a lead; with a key, at most one lead per key, even across processes. */
  insertLead(
    kind: string,
    payload: object,
    attribution: object,
    idempotency?: Idempotency,
  ): Promise<StoredLead>;
  /** A lead id that no lead will take: what a caught bot is told (it must look stored). */
  reserveLeadId(): Promise<number>;
  /** Resolves when the database answers a trivial query, rejects otherwise. */
  ping(): Promise<void>;
  listLeads(query?: LeadQuery): Promise<LeadRow[]>;
  /** An upload address was handed out for this key. */
  issueUpload(key: string, contentType: string): Promise<void>;
  /** The file of a key was received; false when one had already been received for it. */
  recordUpload(key: string, contentType: string, bytes: number): Promise<boolean>;
  /** Which of these keys name files received here. */
  uploadedKeys(keys: string[]): Promise<Set<string>>;
  /** Forgets uploads issued before `before` that no lead names; returns their keys. */
  sweepUploads(before: Date): Promise<string[]>;
  /** Counts a hit for a client in the current window; returns the hits so far. */
  hitRateLimit(client: string, windowMs: number, now: number): Promise<number>;
  /** The inbox's operators and their sessions. */
  operators: OperatorStore;
  /** The operators' view of the leads: filtered pages, one lead, handled or not. */
  inbox: InboxStore;
  /** The webhook delivery queue (filled only while WEBHOOK_URL is set). */
  webhooks: WebhookStore;
  close(): Promise<void>;
};
