/**
 * A floating card over a hero illustration, written as HTML over the drawing (sections/Hero) so
 * its text keeps a readable size and its box grows with the words at every width.
 */
export type ArtCard = {
  /** Which corner of the drawing the card sits in. */
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  /** The figure or short headline, in bold. */
  value: string;
  /** What the figure is. */
  caption: string;
  /** The small picture beside the text. */
  icon?: 'money' | 'alert' | 'check' | 'home' | 'gift' | 'people' | 'drawing';
  /** A progress bar under the text, 0–100. */
  meter?: number;
  /** A bar chart under the text (relative heights, 0–100). */
  bars?: number[];
  /** A checklist under the text (done or still to do). */
  steps?: { label: string; done: boolean }[];
};
