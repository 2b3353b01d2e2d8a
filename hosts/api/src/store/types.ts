// The storage contract (issue 24): every type the API and the stores share, here and nowhere
// else, so that the stores import it and it imports no store.
import type { ConsentRecord } from '@gw/config';
import type { LeadRow } from './leadType.ts';
import type { AuditStore, PeopleStore, WebhookEvent } from './privacyTypes.ts';

// The stored lead (leadType.ts) and the operator-action and data-rights half of the contract
// (issue 27, privacyTypes.ts) are in files of their own, re-exported here.
export type * from './leadType.ts';
export type * from './privacyTypes.ts';

export type LeadQuery = {
  kind?: string | undefined;
  since?: Date | undefined;
  /** true: the test leads only; false: the real ones only; absent: all (tests read them all). */
  test?: boolean | undefined;
};

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
  /**
   * Stores a lead; with a key, at most one lead per key, even across processes. Without a
   * consent record it is stored as "no notice shown" at the current time. A `test` lead (test
   * mode) is flagged, and queues no webhook delivery unless the store was told to deliver them.
   */
  insertLead(
    kind: string,
    payload: object,
    attribution: object,
    idempotency?: Idempotency,
    consent?: ConsentRecord,
    test?: boolean,
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
  /** The checked content type of the file received for a key; null when none was. */
  uploadedType(key: string): Promise<string | null>;
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
  /** Leads visitors' devices could not send (issue 25). */
  clientReports: ClientReportStore;
  /** What is held about an e-mail address: preview, export, erase, withdraw (issue 27). */
  people: PeopleStore;
  /** The append-only log of operator actions (issue 27). */
  audit: AuditStore;
  close(): Promise<void>;
};

/** A client report as POST /client-reports validated it, and the origin that sent it. */
export type NewClientReport = {
  kind: string;
  path: string;
  reason: string;
  code?: string | undefined;
  status?: number | undefined;
  surface?: string | undefined;
  partner?: string | undefined;
  /** When the device gave up (its clock). */
  at?: string | undefined;
  origin?: string | undefined;
};

/** A stored client report, as operators read it. */
export type ClientReportRow = {
  id: number;
  kind: string;
  path: string;
  reason: string;
  code: string | null;
  status: number | null;
  surface: string | null;
  partner: string | null;
  origin: string | null;
  reportedAt: string | null;
  createdAt: string;
};

export type ClientReportStore = {
  add(report: NewClientReport): Promise<void>;
  /** How many arrived since `since`, and the newest one. */
  summary(since: Date): Promise<{ count: number; last: ClientReportRow | null }>;
  /** The newest ones first. */
  latest(limit: number): Promise<ClientReportRow[]>;
};

/** An operator as the CLI lists them (never the hash). */
export type OperatorRow = { email: string; createdAt: string };

/** A live session: who it signs in, and the token state-changing calls must echo. */
export type OperatorSession = { operatorId: number; email: string; csrfToken: string };

/** Operators and their sessions (migration 005). E-mail addresses are kept lower-cased. */
export type OperatorStore = {
  /** Adds an operator, or sets the password of an existing one; true when added. */
  saveOperator(email: string, passwordHash: string): Promise<boolean>;
  /** Removes an operator and signs them out everywhere; false when there was none. */
  removeOperator(email: string): Promise<boolean>;
  listOperators(): Promise<OperatorRow[]>;
  findOperator(email: string): Promise<{ id: number; passwordHash: string } | null>;
  createSession(operatorId: number, tokenHash: string, csrfToken: string, at: Date): Promise<void>;
  /**
   * The session of a token hash if it was used after `idleSince` and began after `createdSince`;
   * marks it used `at`. Older ones are deleted. (Times come from the API's clock.)
   */
  useSession(
    tokenHash: string,
    at: Date,
    idleSince: Date,
    createdSince: Date,
  ): Promise<OperatorSession | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * Whether a token hash's session still stands (its operator still exists, used after
   * `idleSince`, begun after `createdSince`), without marking it used: what an open event
   * stream asks, so the stream alone never keeps a session alive.
   */
  sessionStands(tokenHash: string, idleSince: Date, createdSince: Date): Promise<boolean>;
};

/**
 * A delivery to make: a stored lead's (its body built from the lead when sent: lead.created), or
 * an event's that carries no lead (its body as queued: lead.erased).
 */
export type DueDelivery = { eventId: string; attempts: number } & (
  | { lead: LeadRow }
  | { event: WebhookEvent }
);

/** Where a lead's delivery stands, for the inbox. */
export type DeliveryState = {
  attempts: number;
  deliveredAt: string | null;
  lastStatus: number | null;
  nextAttemptAt: string | null;
};

export type WebhookStore = {
  /**
   * Takes up to `limit` due deliveries, oldest first, and leases them until `leaseUntil`
   * (another instance does not take them meanwhile; a crash only delays them).
   */
  claim(limit: number, now: Date, leaseUntil: Date): Promise<DueDelivery[]>;
  delivered(eventId: string, status: number, at: Date): Promise<void>;
  /** Gives leased deliveries back, due `at` (a stopping process does not hold them). */
  release(eventIds: string[], at: Date): Promise<void>;
  failed(eventId: string, status: number | null, error: string, retryAt: Date): Promise<void>;
};

/** What the inbox filters by (DESIGN.md §12); every part optional. */
export type InboxFilter = {
  kind?: string | undefined;
  /** Text in the name, e-mail or company fields. */
  q?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  partner?: string | undefined;
  surface?: string | undefined;
  handled?: boolean | undefined;
  /** Only the leads stored with no notice shown (consent=none). */
  noNotice?: boolean | undefined;
  /** The test leads only (test=true); otherwise the real ones only (issue 28). */
  test?: boolean | undefined;
};

/** Where a page starts: after this lead, in newest-first order. */
export type InboxCursor = { createdAt: string; id: number };

export type InboxLead = LeadRow & {
  handledAt: string | null;
  /** Its webhook delivery; null when none was queued (WEBHOOK_URL unset when it was stored). */
  webhook: DeliveryState | null;
};

export type InboxPage = {
  leads: InboxLead[];
  /** Leads per kind under the filter (all kinds, whatever `kind` is). */
  counts: Record<string, number>;
  next: InboxCursor | null;
};

export type InboxStore = {
  page(filter: InboxFilter, after: InboxCursor | null, limit: number): Promise<InboxPage>;
  lead(id: number): Promise<InboxLead | null>;
  /** The newest lead's id (0 when there is none). */
  latestId(): Promise<number>;
  /** Leads stored after `afterId`, oldest first: what the event stream announces. */
  newSince(afterId: number, limit: number): Promise<InboxLead[]>;
  /** Marks a lead handled (now) or not; false when there is no such lead. */
  setHandled(id: number, handled: boolean, at: Date): Promise<boolean>;
};
