/** What the host says while a remote loads or when it cannot (one place for the words). */
export const remoteCopy = {
  loading: (label: string) => `Loading the ${label}…`,
  failedTitle: (label: string) => `The ${label} could not load.`,
  failedBody: 'Check your connection and try again, or contact us and we will help you directly.',
  retry: 'Retry',
  contact: 'Contact us',
  close: 'Close',
} as const;
