import { outboxFailure } from '../catalogue/outboxFailure.ts';
import type { OutboxEntry } from './outboxStore.ts';

/** Mail clients cut long mailto links; the answers of every form fit well within this. */
const maxBody = 1800;
const maxValue = 500;

/** A value as one line: files by their names, other objects as JSON. */
function text(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map((item) => (item && typeof item === 'object' && 'name' in item ? item.name : item))
      .map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
      .join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The lead's path without the API base, e.g. 'funding-application/create'. */
export function leadPathOf(entry: OutboxEntry): string {
  const base = entry.uploadBase;
  let path = base && entry.url.startsWith(base) ? entry.url.slice(base.length) : entry.url;
  // A full URL of its own (the teaser's spreadsheet service): its path.
  if (path === entry.url) path = URL.canParse(path) ? new URL(path).pathname : path;
  return (path.split('?')[0] ?? '').replace(/^\/+/, '');
}

/**
 * The way out of a lead that could not be sent: a prepared e-mail to the team (`to`: brand's
 * support address) with the visitor's answers, so nothing they typed is lost.
 */
export function mailtoOf(entry: OutboxEntry, to: string): string {
  const lines = Object.entries(entry.body)
    // Unanswered fields (the honeypot among them: a person leaves it empty) are left out.
    .filter(([, value]) => value !== '' && value != null)
    .map(([key, value]) => `${key}: ${text(value).slice(0, maxValue)}`);
  if (entry.documents?.length)
    lines.push(`${outboxFailure.documents}: ${entry.documents.map((d) => d.name).join(', ')}`);
  const body = [outboxFailure.intro, '', ...lines].join('\n').slice(0, maxBody);
  const subject = outboxFailure.subject(leadPathOf(entry));
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
