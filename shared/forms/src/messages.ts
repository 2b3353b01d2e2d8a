/**
 * The spec's validation messages (§5), each written once. Strings shared by two forms (the
 * funding and waitlist forms share their required-name messages) live here once and are reused.
 */
export const messages = {
  demo: {
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
  },
  funding: {
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
  },
  /** Shared by the funding and waitlist forms. */
  person: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone number is required',
  },
  teaser: {
    firstnameRequired: 'please input firstname',
    firstnameMin: 'firstname cannot be less than two characters',
    lastnameRequired: 'please input lastname',
    lastnameMin: 'lastname cannot be less than two characters',
    emailRequired: 'please input email',
    emailValid: 'please enter a valid email',
    messageRequired: 'please leave a message for us',
    messageMin: 'message cannot be less than seven characters',
  },
  contactPage: {
    firstNameRequired: 'First Name is required.',
    lastNameRequired: 'Last Name is required.',
    emailValid: 'Please enter a valid email address.',
    messageRequired: 'Please enter a message.',
  },
  joinTeam: {
    linkedInRequired: 'Please enter your LinkedIn profile link.',
  },
  waitlist: {
    emailValid: 'Invalid email',
    targetCountryRequired: 'Target country is required',
    purposeRequired: 'Project type is required',
  },
  body: {
    notAnObject: 'Request body must be a JSON object.',
    timestampRequired: 'timestamp must be an ISO date and time',
  },
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
