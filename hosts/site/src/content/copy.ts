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
  footer: {
    mission:
      'Lowering the risk of real-estate and infrastructure projects through visibility and control.',
    product: 'Product',
    company: 'Company',
    social: 'Follow us',
    backToTop: 'Back to top',
  },
} as const;
