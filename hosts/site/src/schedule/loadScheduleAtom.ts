import type { scheduleAtom } from '@gw/remote-waitlist-form';

/** The waitlist remote's schedule state atom (a type only: the atom itself arrives at run time). */
export type ScheduleAtom = typeof scheduleAtom;

let loading: Promise<ScheduleAtom> | null = null;

/**
 * The schedule state atom the waitlist remote's form writes, from its `./scheduleAtom` expose,
 * through the site's federation loader (remotes.json, the shared runtime, the same registered
 * container as the form). jotai is a federation singleton, so this is the atom the form wrote,
 * in the same default store. A failed load is forgotten, so the next visit tries again.
 */
export function loadScheduleAtom(): Promise<ScheduleAtom> {
  loading ??= import('../remotes/loadRemoteModule.ts')
    .then(async ({ loadRemoteModule, RemoteLoadError }) => {
      const module = await loadRemoteModule<{ scheduleAtom?: ScheduleAtom }>(
        'waitlist-form',
        './scheduleAtom',
      );
      if (!module.scheduleAtom) throw new RemoteLoadError('waitlist-form exports no scheduleAtom');
      return module.scheduleAtom;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
