/**
 * The launcher buttons' default words: the site's labels for the same actions (spec §2 header
 * actions). Partners change them with the `label` attribute.
 */
export const launcherLabels = {
  'role-picker': 'Learn More',
  demo: 'Book a Demo',
  funding: 'Apply for Funding',
} as const;

/** What a launcher says under itself when its dialog's code could not be fetched. */
export const dialogLoadFailed = 'The form could not load. Check your connection and try again.';
