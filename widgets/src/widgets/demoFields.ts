/** The demo form's fields, which the prefill attributes (`first-name`, …) may set. */
export const demoFields = [
  'businessName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'description',
] as const;
