import { acceptDocuments, startOutbox, uploadDocuments } from '@gw/api-client/outbox';

/**
 * The page's lead outbox (DESIGN.md §10): sends what an earlier page left waiting on this device,
 * documents included. A dialog widget imports this module on mount, as a chunk of its own that
 * every widget on the page shares with the forms that submit through it.
 */
export function startPageOutbox(): void {
  acceptDocuments(uploadDocuments);
  startOutbox();
}
