export { antiSpam } from './antiSpam.ts';
export { type ApiBaseEnv, apiBaseDisagreement, publicApiBase } from './apiBase.ts';
export {
  type Attribution,
  attributionHeader,
  idempotencyKeyHeader,
  type Surface,
} from './attribution.ts';
export { badPorts, isBadPort } from './badPorts.ts';
export { brand, brandName, embedPrefix } from './brand.ts';
export { claims } from './claims.ts';
export {
  type ConsentGiven,
  type ConsentRecord,
  consentHeader,
  consentNotice,
  defaultRetentionMonths,
  privacyPolicyPath,
} from './consent.ts';
export { countryNameCorrections, priorityCountries } from './countries.ts';
export { readEnv } from './env.ts';
export { estimator } from './estimator.ts';
export { containerName, federation } from './federation.ts';
export { formatNaira } from './formatNaira.ts';
export { layout, limits } from './limits.ts';
export {
  type CurrencyCode,
  currencies,
  defaultCountry,
  naira,
  type ProjectType,
  projectTypes,
} from './locale.ts';
export { localHost, localOrigin } from './localOrigin.ts';
export { csrfHeader, isOperatorEmail, isOperatorPath } from './operator.ts';
export { outboxBounds } from './outbox.ts';
export { type PlanId, planIds, pricing } from './plans.ts';
export { programme } from './programme.ts';
export { modeHeader } from './testMode.ts';
export { outboxTimings, timings } from './timings.ts';
export { upload } from './upload.ts';
export { apiBaseUrl, authPaths, authUrl, ports, siteUrl, urls } from './urls.ts';
