/**
 * Origins this page's CSP refused a request to: a refused fetch or XHR says no more than a
 * network error, but the page hears a securitypolicyviolation naming what was blocked.
 */
export const cspRefusedOrigins = new Set<string>();

/** The origin of a URL, or '' for what is not one ('inline', 'eval'). */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** Starts listening (once per page: when the outbox's failure check first loads). */
export function watchCspRefusals(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    cspRefusedOrigins.add(originOf(event.blockedURI));
  });
}
