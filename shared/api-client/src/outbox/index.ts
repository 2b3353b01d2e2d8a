// `@gw/api-client/outbox`: the lead submit pipeline alone, for a widget that needs no other call.

export { consentGiven } from '../consent.ts';
export { acceptDocuments } from './deliverEntry.ts';
export { uploadDocuments } from './documents.ts';
export {
  type LeadOutcome,
  type LeadSubmission,
  type ReadAnswer,
  type SubmitResult,
  startOutbox,
  submitLead,
} from './submitLead.ts';
