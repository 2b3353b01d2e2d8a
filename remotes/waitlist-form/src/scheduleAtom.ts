import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { tabStorage } from './tabStorage.ts';

/** The schedule state of spec §3: who the calendar booking page is prefilled for. */
export interface ScheduleState {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** An atom the form can write the schedule state to: the tab's below, or a widget's own. */
export type ScheduleAtom = WritableAtom<ScheduleState, [ScheduleState], void>;

export const emptySchedule: ScheduleState = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

/** Where the tab keeps the schedule state (the site's storage keys start with `gw:`). */
export const scheduleStorageKey = 'gw:schedule';

function isScheduleState(value: unknown): value is ScheduleState {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<keyof ScheduleState, unknown>;
  return (Object.keys(emptySchedule) as (keyof ScheduleState)[]).every(
    (name) => typeof fields[name] === 'string',
  );
}

/**
 * The tab's storage for the schedule state: the stored JSON, or the empty state when it is
 * missing or not a schedule state (edited, old). Made where the atom is, so a bundle that takes
 * only the types and emptySchedule from here (the widget, whose atom is its own, in memory)
 * leaves all of it out.
 */
function scheduleStorage() {
  const json = createJSONStorage<ScheduleState>(() => tabStorage);
  return {
    ...json,
    getItem: (key: string, initialValue: ScheduleState) => {
      const stored = json.getItem(key, initialValue);
      return isScheduleState(stored) ? stored : initialValue;
    },
  } satisfies typeof json;
}

/**
 * Written by the waitlist form on a 201, read by the site's calendar page, and kept for the tab
 * (sessionStorage) so a reload of the calendar page is still prefilled. jotai is a federation
 * singleton, so the host reads this atom, in the same default store, through the remote's
 * `./scheduleAtom` expose. getOnInit: the first render after a reload already has the stored
 * lead (without it the atom starts empty and fills in only once mounted).
 */
export const scheduleAtom = /* @__PURE__ */ atomWithStorage<ScheduleState>(
  scheduleStorageKey,
  emptySchedule,
  /* @__PURE__ */ scheduleStorage(),
  { getOnInit: true },
);
