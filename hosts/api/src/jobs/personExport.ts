// A person's export (issue 27): everything held about an address, as one zip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { uploadKeyPattern } from '../routes/uploads.ts';
import { normalEmail, personHash } from '../store/peopleStore.ts';
import type { LeadStore } from '../store/types.ts';

export type PersonExport = {
  /** The zip: person.json and files/<key> for each stored file. */
  zip: Uint8Array;
  /** Its download name: person-<first 12 hex of the address's hash>.zip. */
  fileName: string;
  leads: number;
  files: number;
};

/**
 * The zip of an address's leads (full rows, consent and attribution included), their stored
 * files, and the audit entries about the address, its leads and its files. Null when nothing
 * is held. Logged `person.export` as `operator`.
 */
export async function exportPerson(
  store: LeadStore,
  uploadsDir: string,
  email: string,
  operator: string,
  at: Date,
): Promise<PersonExport | null> {
  const held = await store.people.held(email);
  if (held.leads.length === 0) return null;
  const hash = personHash(email);
  const entries: Zippable = {};
  const files = held.files.map((file) => {
    const onDisk = uploadKeyPattern.test(file.key) && existsSync(join(uploadsDir, file.key));
    const path = onDisk ? `files/${file.key}` : null;
    // Stored files are PDFs and images, compressed already: kept as they are (level 0).
    if (path) entries[path] = [readFileSync(join(uploadsDir, file.key)), { level: 0 }];
    return { key: file.key, name: file.name, type: file.type, bytes: file.bytes, path };
  });
  const audit = await store.audit.byTargets([
    `person:${hash}`,
    ...held.leads.map((lead) => String(lead.id)),
    ...held.files.map((file) => file.key),
  ]);
  const person = {
    email: normalEmail(email),
    exportedAt: at.toISOString(),
    leads: held.leads,
    files,
    audit,
  };
  entries['person.json'] = strToU8(`${JSON.stringify(person, null, 2)}\n`);
  const zip = zipSync(entries, { mtime: at });
  const counts = { leads: held.leads.length, files: files.filter((file) => file.path).length };
  await store.audit.record(
    { operator, action: 'person.export', target: `person:${hash}`, detail: counts },
    at,
  );
  return { zip, fileName: `person-${hash.slice(0, 12)}.zip`, ...counts };
}
