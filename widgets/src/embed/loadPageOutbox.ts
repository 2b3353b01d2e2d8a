/**
 * Starts the page's outbox from its own chunk, so a launcher's first load stays free of it; a
 * chunk that cannot load is left for the next page (the form reports its own failures).
 */
export function loadPageOutbox(): void {
  import('./pageOutbox.ts').then(
    ({ startPageOutbox }) => startPageOutbox(),
    (error: unknown) => console.warn('[widget] the outbox could not load', error),
  );
}
