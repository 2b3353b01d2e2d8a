export const outboxMessages = {
  /** A lead that could not reach us yet: said plainly, never as a success (DESIGN.md §10). */
  saved:
    'No connection to our server right now. Your request is saved on this device and will be sent when the connection is back.',
  /** A document chosen while the upload service cannot be reached: it goes with the lead. */
  documentWaits: (name: string) =>
    `No connection: ${name} will be uploaded with your application when the connection is back.`,
  /** Beside a document in the list that waits for the connection. */
  documentWaiting: 'Waiting for the connection',
} as const;
