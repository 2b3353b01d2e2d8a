/**
 * The spec's validation messages (§5), each written once. Strings shared by two forms (the
 * funding and waitlist forms share their required-name messages) live here once and are reused.
 */
/** The demo form. */
export const demoFieldMessages = {
  businessNameRequired: 'Please input Business name',
  businessNameMin: 'Business name cannot be less than two characters',
  firstNameRequired: 'Please input First name',
  firstNameMin: 'First name cannot be less than two characters',
  lastNameRequired: 'Please input Last name',
  lastNameMin: 'Last name cannot be less than two characters',
  phoneRequired: 'Please input Phone number',
  phoneMin: 'Phone cannot be less than nine characters',
  emailRequired: 'Please input Email',
  emailValid: 'Please enter a valid email',
} as const;

/** The funding form. */
export const fundingFieldMessages = {
  businessNameRequired: 'Business Name is required',
  businessEmailRequired: 'Business email is required',
  projectDescriptionRequired: 'Project description is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  currencyRequired: 'Currency is required',
  amountRequired: 'Amount is required',
  roleRequired: 'Role is required',
  countryCodeRequired: 'Country code is required',
  emailValid: 'Enter a valid email',
  websiteValid: 'Enter a valid URL',
} as const;

/** Shared by the funding and waitlist forms. */
export const personFieldMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
} as const;

/** The contact teaser form. */
export const teaserFieldMessages = {
  firstnameRequired: 'please input firstname',
  firstnameMin: 'firstname cannot be less than two characters',
  lastnameRequired: 'please input lastname',
  lastnameMin: 'lastname cannot be less than two characters',
  emailRequired: 'please input email',
  emailValid: 'please enter a valid email',
  messageRequired: 'please leave a message for us',
  messageMin: 'message cannot be less than seven characters',
} as const;

/** The contact page form. */
export const contactPageFieldMessages = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailValid: 'Please enter a valid email address.',
  messageRequired: 'Please enter a message.',
} as const;

/** The join-team form. */
export const joinTeamFieldMessages = {
  linkedInRequired: 'Please enter your LinkedIn profile link.',
} as const;

/** The waitlist form (with personFieldMessages). */
export const waitlistFieldMessages = {
  emailValid: 'Invalid email',
  targetCountryRequired: 'Target country is required',
  purposeRequired: 'Project type is required',
} as const;

/** What the API answers for a body before any field check. */
export const bodyMessages = {
  notAnObject: 'Request body must be a JSON object.',
  timestampRequired: 'timestamp must be an ISO date and time',
} as const;

/**
 * Every group by form. Code bundled for size imports its own group instead: an object keeps
 * every property it holds, so a form importing this would carry every form's messages.
 */
export const messages = {
  demo: demoFieldMessages,
  funding: fundingFieldMessages,
  person: personFieldMessages,
  teaser: teaserFieldMessages,
  contactPage: contactPageFieldMessages,
  joinTeam: joinTeamFieldMessages,
  waitlist: waitlistFieldMessages,
  body: bodyMessages,
} as const;

/** The default schema messages of spec §8, with the field label as {path}. */
export const defaults = {
  required: (path: string) => `${path} is a required field`,
  email: (path: string) => `${path} must be a valid email`,
  url: (path: string) => `${path} must be a valid URL`,
  min: (path: string, min: number) => `${path} must be at least ${min} characters`,
  max: (path: string, max: number) => `${path} must be at most ${max} characters`,
  positive: (path: string) => `${path} must be a positive number`,
  oneOf: (path: string, values: readonly string[]) =>
    `${path} must be one of the following values: ${values.join(', ')}`,
};

/** What the API answers for a value it cannot store (not in the spec; see docs/decisions.md). */
export const storageMessages = {
  unstorable: (path: string) =>
    `${path} contains characters that are not allowed. Please retype it and try again.`,
  notFinite: (path: string) => `${path} must be a finite number`,
} as const;
