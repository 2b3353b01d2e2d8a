import { act, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySchedule, type ScheduleState, scheduleAtom, scheduleStorageKey } from './index.ts';

const ada: ScheduleState = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@acme.ng',
  phoneNumber: '2348012345678',
};

/** What a reader of the schedule state shows, and every value it rendered with. */
function Reader({ atom = scheduleAtom, seen }: { atom?: typeof scheduleAtom; seen: string[] }) {
  const schedule = useAtomValue(atom);
  seen.push(schedule.email);
  return <p data-testid="reader">{`${schedule.firstName} ${schedule.email}`.trim()}</p>;
}

/** Writes the lead as the waitlist form does on a 201. */
function Writer({ lead }: { lead: ScheduleState }) {
  const setSchedule = useSetAtom(scheduleAtom);
  return (
    <button type="button" onClick={() => setSchedule(lead)}>
      save
    </button>
  );
}

/** A fresh copy of the module, as a reloaded tab evaluates it. */
async function reloadedAtom(): Promise<typeof scheduleAtom> {
  vi.resetModules();
  return (await import('./scheduleAtom.ts')).scheduleAtom;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('scheduleAtom', () => {
  it('is the empty schedule state in a fresh tab', () => {
    render(
      <Provider store={createStore()}>
        <Reader seen={[]} />
      </Provider>,
    );
    expect(screen.getByTestId('reader').textContent).toBe('');
    expect(createStore().get(scheduleAtom)).toEqual(emptySchedule);
  });

  it('keeps what the form writes for the tab, as JSON under gw:schedule, and readers see it', async () => {
    render(
      <Provider store={createStore()}>
        <Writer lead={ada} />
        <Reader seen={[]} />
      </Provider>,
    );
    await act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(screen.getByTestId('reader').textContent).toBe('Ada ada@acme.ng');
    expect(scheduleStorageKey).toBe('gw:schedule');
    expect(JSON.parse(sessionStorage.getItem('gw:schedule') ?? 'null')).toEqual(ada);
  });

  it('after a reload of the tab, has the stored lead on its first render', async () => {
    sessionStorage.setItem(scheduleStorageKey, JSON.stringify(ada));
    const atom = await reloadedAtom();
    const seen: string[] = [];
    render(
      <Provider store={createStore()}>
        <Reader atom={atom} seen={seen} />
      </Provider>,
    );
    expect(seen[0]).toBe('ada@acme.ng');
    expect(screen.getByTestId('reader').textContent).toBe('Ada ada@acme.ng');
  });

  it('reads a stored value that is not a schedule state as the empty state', async () => {
    sessionStorage.setItem(scheduleStorageKey, JSON.stringify({ email: 42 }));
    expect(createStore().get(await reloadedAtom())).toEqual(emptySchedule);
    sessionStorage.setItem(scheduleStorageKey, '{not json');
    expect(createStore().get(await reloadedAtom())).toEqual(emptySchedule);
  });

  it('works where the tab refuses storage (private mode): kept in memory, nothing thrown', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', {
      getItem: refuse,
      setItem: refuse,
      removeItem: refuse,
    });
    const atom = await reloadedAtom();
    const store = createStore();
    render(
      <Provider store={store}>
        <Reader atom={atom} seen={[]} />
      </Provider>,
    );
    expect(screen.getByTestId('reader').textContent).toBe('');
    act(() => store.set(atom, ada));
    expect(screen.getByTestId('reader').textContent).toBe('Ada ada@acme.ng');
  });
});
