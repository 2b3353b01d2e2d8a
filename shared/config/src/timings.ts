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
  /**
   * How long a third-party frame (the booking calendar, the referral video) has to say it is
   * there before its fallback shows: the spec names none, so the calendar loader's 3000 ms, for
   * every such frame. A frame that speaks later still replaces its fallback.
   */
  thirdPartyFrameTimeoutMs: 3000,
} as const;

/** The outbox's timings (DESIGN.md §10; not the spec's), apart so a form need not carry them. */
export const outboxTimings = {
  /** A lead request with no answer by then waits on the device and is sent again. */
  leadTimeout: 15000,
  /** The first wait before sending again; it doubles up to retryMax. */
  retryMin: 2000,
  retryMax: 60000,
} as const;
