/** The waitlist form's own words (spec §2, §3); messages come from @gw/forms and @gw/api-client. */
export const waitlistCopy = {
  heading: 'Join the waitlist',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  targetCountry: 'Where do you want to build?',
  purpose: 'Project type',
  comment: 'Anything else we should know? (optional)',
  submit: 'Submit',
  /** Where the visitor books a call after joining (spec §4). */
  nextPath: '/schedule-call-calendly',
} as const;
