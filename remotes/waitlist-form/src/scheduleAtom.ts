import { atom } from 'jotai';

/** The schedule state of spec §3: who the calendar booking page is prefilled for. */
export interface ScheduleState {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export const emptySchedule: ScheduleState = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

/**
 * Written by the waitlist form on a 201, read by the calendar page. Jotai is a federation
 * singleton, so the host reads the same atom through the remote's `./scheduleAtom` expose.
 */
export const scheduleAtom = atom<ScheduleState>(emptySchedule);
