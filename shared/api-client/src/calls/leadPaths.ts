/** Where each lead goes under the API base (spec §7; DESIGN.md §5). */
export const leadPaths = {
  demo: '/leads/request',
  waitlist: '/waitlist/add',
  funding: '/funding-application/create',
  contact: '/inquiries/contact-us',
  profile: '/inquiries/submit-profile',
} as const;
