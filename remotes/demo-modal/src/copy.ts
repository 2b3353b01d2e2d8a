/** The demo modal's own words (spec §2, §3); messages come from @gw/forms and @gw/api-client. */
export const demoCopy = {
  title: 'Schedule a Demo',
  intro: 'Tell us about your business and the sales team will reach out to book a time.',
  businessName: 'Business name',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  email: 'Email',
  description: 'What would you like to see? (optional)',
  cancel: 'Cancel',
  submit: 'Submit',
} as const;
