export const outboxMessages = {
  /** A lead that could not reach us yet: said plainly, never as a success (DESIGN.md §10). */
  saved:
    'No connection to our server right now. Your request is saved on this device and will be sent when the connection is back.',
} as const;
