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
    scrollHint: 'Swipe the table sideways to see every plan.',
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
  scheduleCall: {
    heading: 'Join the waitlist',
    lead: 'Tell us about yourself and your project, then pick a time for a short call with our team.',
    /** The form's own title under the page's: it says what the form asks for. */
    formHeading: 'Your details',
    stepsHeading: 'What happens next',
    steps: [
      {
        title: 'Tell us about your build',
        body: 'Where you live, where you want to build, and whether it is a new build or a renovation.',
      },
      {
        title: 'Pick a time for a call',
        body: 'On the next page, choose a 30-minute call with our team at a time that suits you.',
      },
      {
        title: 'Get early access',
        body: 'Waitlist members are the first to use the platform when it opens in their country.',
      },
    ],
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
