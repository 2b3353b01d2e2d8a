import type { DialogWidgetName } from '../manifest.ts';

/**
 * The launcher buttons' default words: the manifest's `launcherLabel`s (widgets/manifest.json),
 * written out because they ship in every dialog widget's first load, where importing the manifest
 * would add its other rows (about 0.2 KB gzip, over the budgets). The type asks for exactly the
 * manifest's dialogs; widgets/test/manifest.test.ts asks for its words.
 */
export const launcherLabels = {
  'role-picker': 'Learn More',
  demo: 'Book a Demo',
  funding: 'Apply for Funding',
} as const satisfies Record<DialogWidgetName, string>;

/** What a launcher says under itself when its dialog's code could not be fetched. */
export const dialogLoadFailed = 'The form could not load. Check your connection and try again.';
