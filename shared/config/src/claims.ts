/** Figures the marketing copy states about getting started and protection (spec §1). */
export const claims = {
  /** Sign-up takes about this long in the general copy… */
  signUpMinutes: 10,
  /** …this long in the enterprise copy… */
  enterpriseSignUpMinutes: 5,
  /** …and this long to sign up and create a project, in another place. */
  signUpAndCreateProjectMinutes: 7,
  /** Completing a profile takes this many more minutes. */
  profileMinutes: { min: 10, max: 15 },
  /** A project can be created in under this many minutes. */
  createProjectMinutes: 5,
  /** Project funds are insured against financial loss to this share. */
  fundsInsuredPct: 100,
} as const;
