// The widgets' submitLead (aliased over @gw/api-client's outbox/submitLead.ts by widgets/build):
// the outbox itself lives in outbox.js beside the widget's file, imported when the form mounts
// (startOutbox) and so in memory before the visitor presses Submit, even if the connection has
// gone by then. Should it not load at all, the form says the request was not sent and keeps
// the answers (the visitor's own failure text), as a widget did before the outbox.

import type * as Outbox from '../../../shared/api-client/src/outbox/submitLead.ts';

export type {
  LeadOutcome,
  LeadSubmission,
  ReadAnswer,
  SubmitResult,
} from '../../../shared/api-client/src/outbox/submitLead.ts';

/**
 * The widget's script address: outbox.js is beside it. The classic script's wrapper reads it
 * while the script runs (widgets/build/classicScript.mjs); this file is part of every lead
 * widget's classic script, never of a module it loads later (widgets/test/size.test.ts checks).
 */
declare const __groundworkScript: string;

let loading: Promise<typeof Outbox> | undefined;
function outbox(): Promise<typeof Outbox> {
  // A rejection, never a throw, whatever goes wrong (no script address, a blocked import).
  loading ??= (async () =>
    import(/* @vite-ignore */ new URL('outbox.js', __groundworkScript).href))().catch((error) => {
    loading = undefined; // the next submit tries again
    throw error;
  });
  return loading;
}

export async function submitLead(
  submission: Outbox.LeadSubmission,
  read: Outbox.ReadAnswer,
): Promise<Outbox.SubmitResult> {
  let module: typeof Outbox;
  try {
    module = await outbox();
  } catch {
    return { outcome: { ...read({ status: 0 }), saved: false } };
  }
  return module.submitLead(submission, read);
}

/** Loads the outbox, which sends what an earlier page left waiting on this device. */
export function startOutbox(): void {
  outbox().then(
    (module) => module.startOutbox(),
    () => {},
  );
}
