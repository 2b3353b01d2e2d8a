export {
  emptySchedule,
  type ScheduleAtom,
  type ScheduleState,
  scheduleAtom,
  scheduleStorageKey,
} from './scheduleAtom.ts';
export { WaitlistForm, type WaitlistFormProps, WaitlistFormWithAtom } from './WaitlistForm.tsx';
export {
  type WaitlistLead,
  type WaitlistPrefill,
  type WaitlistValues,
  waitlistPrefillFields,
} from './waitlistValues.ts';
