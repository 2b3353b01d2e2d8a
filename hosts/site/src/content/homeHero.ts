import type { ArtCard } from './heroArt/artCard.ts';

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
      caption: 'Alert sent to the team',
    },
  ],
};
