/**
 * The launcher buttons' default words: the site's labels for the same actions (spec §2 header
 * actions). Partners change them with the `label` attribute.
 */
export const launcherLabels = {
  'role-picker': 'Learn More',
  demo: 'Book a Demo',
  funding: 'Apply for Funding',
} as const;
