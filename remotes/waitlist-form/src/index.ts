export { emptySchedule, type ScheduleState, scheduleAtom } from './scheduleAtom.ts';
export type { WaitlistLead } from './sendWaitlist.ts';
export { WaitlistForm, type WaitlistFormProps } from './WaitlistForm.tsx';
export type { WaitlistValues } from './waitlistValues.ts';
