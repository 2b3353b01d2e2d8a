import { programme } from '@gw/config';

/** Fixed strings of the sections, in the spec's words where it gives them (spec §2). */
export const sectionCopy = {
  logoStrip: { heading: 'Users that Trust Us' },
  builtFor: {
    heading: 'Built For',
    intro: 'One shared record of every project, with the view each role needs.',
    linkLabel: 'Learn more',
  },
  featureTabs: { heading: 'Everything your project needs in one place' },
  benefits: { heading: 'What you get' },
  testimonials: { heading: 'What users are saying' },
  carousel: { heading: 'Ongoing Projects', previous: 'Previous project', next: 'Next project' },
  estimate: {
    heading: 'Get a quick project estimate',
    body: 'Find out what your build will cost before you start, with our free cost calculator.',
    action: 'Estimate my project',
  },
  faq: { heading: 'Frequently asked questions' },
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
  compare: { heading: 'Compare plans', included: 'Included', notIncluded: 'Not included' },
  howItWorks: { heading: 'How it works' },
  privacy: { heading: 'Privacy Policy' },
  footer: {
    mission:
      'Lowering the risk of real-estate and infrastructure projects through visibility and control.',
    product: 'Product',
    company: 'Company',
    social: 'Follow us',
    backToTop: 'Back to top',
  },
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
