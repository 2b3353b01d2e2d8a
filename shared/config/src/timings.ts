/** Every timing of spec §9, in milliseconds. */
export const timings = {
  toast: 3000,
  demoToast: 4000,
  toastExit: 300,
  contactBanner: 3000,
  joinModalAutoClose: 3000,
  /** The most a calendar loader may show while the booking iframe loads (never an added wait). */
  calendarLoaderMax: 3000,
  redirectAfterBooking: 4000,
  /** The most a page loader may show (the spec's 2000 ms delay, never an added wait). */
  pageLoaderMax: 2000,
  chunkLoadTimeout: 120000,
  /** A lead request with no answer by then goes to the outbox and is sent again (§10). */
  leadTimeout: 15000,
  /** The outbox's first wait before sending again; doubles up to outboxRetryMax. */
  outboxRetryMin: 2000,
  outboxRetryMax: 60000,
} as const;
