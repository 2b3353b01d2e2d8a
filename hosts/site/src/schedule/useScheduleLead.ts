import type { ScheduleState } from '@gw/remote-waitlist-form';
import { type Atom, atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { loadScheduleAtom } from './loadScheduleAtom.ts';
import { takeLinkedPrefill } from './takeLinkedPrefill.ts';

/** What the page reads until the remote's atom arrives: nothing known yet. */
const notLoadedYet = atom<ScheduleState | null | undefined>(undefined);

/**
 * The schedule state (spec §3) for the calendar page: the waitlist remote's atom, read in the
 * default store the remote's form wrote it in; undefined while that atom loads. A partner's link
 * (name and e-mail in the query) is written to the same atom first. Should the remote not come,
 * the page still opens the calendar, prefilled only from such a link (null: nobody to prefill).
 */
export function useScheduleLead(): ScheduleState | null | undefined {
  const store = useStore();
  // Kept across StrictMode's second effect run, which finds the address already cleared.
  const linked = useRef<ScheduleState | null>(null);
  const [source, setSource] = useState<Atom<ScheduleState | null | undefined>>(notLoadedYet);

  useEffect(() => {
    linked.current ??= takeLinkedPrefill();
    let current = true;
    loadScheduleAtom().then(
      (scheduleAtom) => {
        if (linked.current) store.set(scheduleAtom, linked.current);
        if (current) setSource(scheduleAtom);
      },
      () => {
        if (current) setSource(atom<ScheduleState | null | undefined>(linked.current));
      },
    );
    return () => {
      current = false;
    };
  }, [store]);

  return useAtomValue(source, { store });
}
