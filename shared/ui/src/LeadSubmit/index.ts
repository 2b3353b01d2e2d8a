export { focusFirstInvalid } from './focusFirstInvalid.ts';
export { SavedNotice, type SavedNoticeProps } from './SavedNotice.tsx';
export { type LeadDelivery, type LeadOutcomeLike, useLeadSubmit } from './useLeadSubmit.ts';
