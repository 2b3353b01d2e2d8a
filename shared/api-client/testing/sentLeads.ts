import { type ConsentGiven, consentHeader } from '@gw/config';

/** One POST the page handed to fetch: where it went, its headers and its JSON body. */
export interface SentLead {
  url: string;
  headers: Headers;
  body: unknown;
  /** The X-Gw-Consent header, decoded (undefined when none was sent). */
  consent: ConsentGiven | undefined;
}

/**
 * Records every POST the page sends through fetch (the JSON client's and the outbox's way out),
 * headers and body as they leave the page, and passes it on unchanged. For the component and
 * widget tests, whose real API stores the body but not the request's headers. `stop` puts the
 * page's fetch back.
 */
export function recordSentLeads() {
  const sent: SentLead[] = [];
  const pageFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.method?.toUpperCase() === 'POST') {
      const headers = new Headers(init.headers);
      const consent = headers.get(consentHeader);
      sent.push({
        url: String(input),
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        consent: consent === null ? undefined : JSON.parse(decodeURIComponent(consent)),
      });
    }
    return pageFetch(input, init);
  };
  return {
    sent,
    /** The POSTs whose address ends with `path`. */
    to: (path: string) => sent.filter(({ url }) => new URL(url).pathname.endsWith(path)),
    stop: () => {
      globalThis.fetch = pageFetch;
    },
  };
}
