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

/**
 * The text of a page's hero, what its illustration shows and the cards floating over it (the page
 * supplies the illustration, content/heroArt/<page>.svg, and its own buttons).
 */
export type HeroCopy = {
  badge: string;
  title: string;
  body: string;
  illustrationAlt: string;
  artCards?: ArtCard[];
};

/** The home hero, in a file of its own so the home page ships no other page's hero. */
export const homeHero: HeroCopy = {
  badge: 'Construction project management and funding',
  title: 'Build with visibility and control, from first budget to handover',
  body: 'One platform for lenders, developers, project owners, contractors and consultants to plan, fund and track real-estate and infrastructure projects across Africa.',
  illustrationAlt: 'Illustration of a building under construction beside a project dashboard',
  artCards: [
    {
      corner: 'top-left',
      value: 'Budget used 62%',
      caption: 'Spend by month',
      bars: [38, 58, 46, 70, 62, 80],
    },
    {
      corner: 'bottom-right',
      icon: 'alert',
      value: 'Roofing 3 days late',
      caption: 'Team alerted',
    },
  ],
};
