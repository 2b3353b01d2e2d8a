// Retention (issue 27 item 4): leads older than RETENTION_MONTHS are erased, with their files,
// their undelivered webhooks and a lead.erased event, by the erasure path every erase takes.
import { defaultRetentionMonths } from '@gw/config';
import { type ErasureContext, eraseLeads } from './erasure.ts';

/** Any fixed number: the advisory lock that lets one process at a time run the retention. */
export const retentionLock = 4_711_027;
/** How often the job runs (and once at start). */
export const retentionIntervalMs = 60 * 60_000;
/** Leads erased per statement: a long backlog goes in several short transactions. */
const batch = 500;

/**
 * RETENTION_MONTHS: whole months leads are kept (unset or empty: 24, as the privacy policy
 * says; 0: kept until erased by hand). Null when it is not a whole number.
 */
export function retentionMonthsOf(text: string | undefined): number | null {
  const value = text?.trim() || String(defaultRetentionMonths);
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The moment before which leads are kept no longer: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** What the retention would erase now (the CLI's --dry-run): ids, kinds, dates, nothing else. */
export function expiredLeads(context: ErasureContext, months: number, now: Date) {
  return context.store.people.expired(retentionCutoff(months, now), Number.MAX_SAFE_INTEGER);
}

/**
 * One pass, under the retention lock: every lead stored before the cutoff erased, in batches,
 * each logged `retention.erase` as `operator`. Null when another process holds the lock (it is
 * doing the same).
 */
export async function runRetention(
  context: ErasureContext,
  months: number,
  now: Date,
  operator = 'retention',
): Promise<number[] | null> {
  const cutoff = retentionCutoff(months, now);
  const ran = await context.store.people.exclusively(retentionLock, async () => {
    const erased: number[] = [];
    for (;;) {
      const expired = await context.store.people.expired(cutoff, batch);
      if (expired.length === 0) break;
      const result = await eraseLeads(
        context,
        expired.map((lead) => lead.id),
        operator,
        now,
      );
      erased.push(...result.leads);
      if (expired.length < batch) break;
    }
    return erased;
  });
  return ran ? ran.value : null;
}

/** Runs the retention at start and every hour until stopped; `months` 0 starts nothing. */
export function startRetention(
  context: ErasureContext,
  months: number,
  clock: () => number = Date.now,
  intervalMs = retentionIntervalMs,
) {
  if (months <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = runRetention(context, months, new Date(clock()))
      .then((erased) => {
        if (erased?.length) context.log({ event: 'retention', erased: erased.length, months });
      })
      .catch((error: unknown) =>
        context.log({ level: 'error', event: 'retention', error: String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    /** Stops the schedule and waits for a pass in flight. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
