import { programme } from '@gw/config';

/** Fixed strings of the sections only inner pages show (spec §2); home ships without them. */
export const pageCopy = {
  team: { heading: 'Meet the team', flipHint: 'Show details', flipBackHint: 'Show photo' },
  pricing: {
    heading: 'Choose the plan that is right for you',
    monthly: 'Monthly',
    annually: 'Annually',
    contactUs: 'Contact us',
    perMonth: '/month',
    perYear: '/year',
    usersLabel: 'Number of users',
  },
  compare: {
    heading: 'Compare plans',
    tableLabel: 'Features by plan',
    included: 'Included',
    notIncluded: 'Not included',
  },
  howItWorks: { heading: 'How it works' },
  privacy: { heading: 'Privacy Policy' },
  notFound: {
    eyebrow: '404 error',
    heading: 'Page not found',
    body: 'Sorry, the page you are looking for doesn’t exist.',
    back: 'Go Back',
    home: 'Take me home',
  },
  waitlistWelcome: {
    heading: "You're in",
    body: 'Thank you for joining the waitlist. Your call is booked, and here is what happens next.',
    steps: [
      {
        title: 'Early access',
        body: 'You are among the first to use the platform when we open it in your area.',
      },
      {
        title: 'Watch your inbox',
        body: 'We will e-mail your call details and the next steps for your project.',
      },
      {
        title: `Earn $${programme.referralRewardUsd} per referral`,
        body: 'Know someone planning a build? Refer them and earn.',
        link: { label: 'Refer-to-earn', href: '/referral' },
      },
    ],
    ownerAction: 'Explore for project owners',
    contactAction: 'Contact us',
  },
} as const;
