// The storage contract's operator-action and data-rights types (issue 27): the audit log
// (migration 010), erasures and retention (migration 011). types.ts re-exports them.
import type { LeadRow } from './leadType.ts';

/** An operator action to log: `target` is a lead id, a file key or person:<hash>, never an e-mail. */
export type NewAuditEntry = { operator: string; action: string; target?: string; detail?: object };

/** A logged operator action, as operators read it. */
export type AuditEntry = {
  id: number;
  at: string;
  operator: string;
  action: string;
  target: string | null;
  detail: Record<string, unknown> | null;
};

/** Where an audit page starts: after this entry, in newest-first order. */
export type AuditCursor = { at: string; id: number };

/** The audit log (migration 010): written, read, never changed. */
export type AuditStore = {
  /** Appends an entry, `at` the API's clock (now when absent); resolves once it is durable. */
  record(entry: NewAuditEntry, at?: Date): Promise<void>;
  /** Newest first, after `after`. */
  page(
    after: AuditCursor | null,
    limit: number,
  ): Promise<{ entries: AuditEntry[]; next: AuditCursor | null }>;
  /** The whole log, oldest first, in batches (the CSV export). */
  all(batchSize?: number): AsyncIterable<AuditEntry[]>;
  /** The entries naming any of these targets, oldest first (a person's export). */
  byTargets(targets: string[]): Promise<AuditEntry[]>;
};

// Data rights and retention (issue 27, migration 011).

/** A webhook event that carries no lead: the body delivered, as queued. */
export type WebhookEvent = { id: string; type: 'lead.erased'; leadIds: number[]; erasedAt: string };

/** A stored file a lead names: its upload key and what the lead says of it. */
export type HeldFile = {
  key: string;
  leadId: number;
  name: string | null;
  type: string | null;
  bytes: number | null;
};

/** Everything held about one address (its leads in id order). */
export type PersonHeld = {
  leads: LeadRow[];
  /** Whether any of its leads holds a marketing choice not withdrawn. */
  marketing: boolean;
  files: HeldFile[];
  pendingWebhooks: number;
  erased: { at: string; operator: string } | null;
};

/** What an erasure removed; `fileKeys` are the files to delete from disk after the commit. */
export type Erased = { leads: number[]; fileKeys: string[]; webhooksCancelled: number };

/** A lead the retention would erase (nothing personal). */
export type ExpiredLead = { id: number; kind: string; createdAt: string };

export type PeopleStore = {
  held(email: string): Promise<PersonHeld>;
  /**
   * Removes an address's leads (every kind whose payload.email matches, trimmed, any case) in
   * one statement: their rows (and with them their idempotency keys and deliveries), the
   * `lead.erased` event queued (webhooks on) and the tombstone written.
   */
  erase(email: string, operator: string, at: Date): Promise<Erased>;
  /** Removes leads by id, the same way but with no tombstone (the retention's erasure). */
  eraseLeads(ids: number[], at: Date): Promise<Erased>;
  /** Forgets the upload records of files removed from disk after an erasure. */
  filesRemoved(keys: string[]): Promise<void>;
  /** Leads stored before `before`, oldest first. */
  expired(before: Date, limit: number): Promise<ExpiredLead[]>;
  /**
   * Runs `work` while this process holds the session advisory lock `lock`
   * (pg_try_advisory_lock): once across every process on the database. Null, without running
   * it, when another holds the lock.
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<{ value: T } | null>;
  /** Marks marketing withdrawn on every lead of an address; returns their ids. */
  withdrawMarketing(email: string, at: Date): Promise<number[]>;
  /**
   * When the erasure was that blocks this submission: its Idempotency-Key's hash is in a
   * tombstone, or its address is tombstoned and its consent was given before; else null.
   */
  erasedBefore(key: string | null, email: string | null, consentAt: Date): Promise<Date | null>;
};
