export { emptySchedule, type ScheduleState, scheduleAtom } from './scheduleAtom.ts';
export type { WaitlistLead, WaitlistOutcome } from './sendWaitlist.ts';
export { WaitlistForm, type WaitlistFormProps } from './WaitlistForm.tsx';
export {
  type WaitlistPrefill,
  type WaitlistValues,
  waitlistPrefillFields,
} from './waitlistValues.ts';
