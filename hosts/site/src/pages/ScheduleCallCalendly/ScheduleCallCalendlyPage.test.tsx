import { timings, urls } from '@gw/config';
import { scheduleAtom, scheduleStorageKey } from '@gw/remote-waitlist-form';
import { act, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../sections/test/renderWithRouter.tsx';
import { ScheduleCallCalendlyPage } from './ScheduleCallCalendlyPage.tsx';

// happy-dom cannot fetch a built remote through the federation runtime (the browser test
// scheduleAtom.mjs does): here the loader hands over the waitlist package's own atom, or fails
// as when the remote is down. Everything else (jotai's default store, sessionStorage) is real.
let remoteIsDown = false;
vi.mock('../../schedule/loadScheduleAtom.ts', () => ({
  loadScheduleAtom: () =>
    remoteIsDown ? Promise.reject(new Error('#RUNTIME-008')) : Promise.resolve(scheduleAtom),
}));

const path = '/schedule-call-calendly';

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function calendarSrc(): Promise<URL> {
  const frame = await screen.findByTitle(/Book a call with/);
  return new URL(frame.getAttribute('src') ?? '');
}

/**
 * Fake timers for the loader's wait that still advance on their own (Testing Library's waiting
 * works); setImmediate stays real: React's scheduler runs the effects with it.
 */
function fakeTimers() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
}

/** Lets React run the effects of the render the schedule state's arrival caused. */
async function effectsRun() {
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

afterEach(() => {
  vi.useRealTimers();
  remoteIsDown = false;
  getDefaultStore().set(scheduleAtom, RESET);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the calendar page', () => {
  it('says the call is booked on the booking widget’s signal from its own origin only', async () => {
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    await calendarSrc();
    const signal = { event: 'calendly.event_scheduled' };
    post(signal, 'https://evil.example');
    expect(screen.queryByText(/Your call is booked/)).toBeNull();
    post({ event: 'calendly.page_height' }, new URL(urls.calendar).origin);
    expect(screen.queryByText(/Your call is booked/)).toBeNull();
    post(signal, new URL(urls.calendar).origin);
    expect(screen.getByText(/Your call is booked/)).toBeTruthy();
  });

  it('prefills the calendar from the schedule state the waitlist form wrote', async () => {
    getDefaultStore().set(scheduleAtom, {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email: 'ngozi@example.ca',
      phoneNumber: '14165550123',
    });
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    expect(screen.getByRole('status').textContent).toMatch(/Loading the booking calendar/);
    const src = await calendarSrc();
    expect(src.searchParams.get('name')).toBe('Ngozi Okafor');
    expect(src.searchParams.get('email')).toBe('ngozi@example.ca');
  });

  it('opens the calendar without a prefill when nobody joined the waitlist in this tab', async () => {
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const src = await calendarSrc();
    expect(src.searchParams.has('name')).toBe(false);
    expect(src.searchParams.has('email')).toBe(false);
  });

  it('writes a partner widget’s link to the schedule state, prefills, clears the address', async () => {
    window.history.replaceState(null, '', `${path}?firstName=Ada&lastName=Obi&email=ada%40acme.ng`);
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const src = await calendarSrc();
    expect(src.searchParams.get('name')).toBe('Ada Obi');
    expect(src.searchParams.get('email')).toBe('ada@acme.ng');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe(path);
    const lead = { firstName: 'Ada', lastName: 'Obi', email: 'ada@acme.ng', phoneNumber: '' };
    expect(getDefaultStore().get(scheduleAtom)).toEqual(lead);
    expect(JSON.parse(sessionStorage.getItem(scheduleStorageKey) ?? 'null')).toEqual(lead);
  });

  it('still opens the calendar when the waitlist remote is down, prefilled from a link', async () => {
    remoteIsDown = true;
    window.history.replaceState(null, '', `${path}?firstName=Ada&lastName=Obi&email=ada%40acme.ng`);
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const src = await calendarSrc();
    expect(src.searchParams.get('email')).toBe('ada@acme.ng');
    expect(window.location.search).toBe('');
  });

  it('shows a link to the prefilled booking page when the widget stays silent past the loader', async () => {
    fakeTimers();
    getDefaultStore().set(scheduleAtom, {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email: 'ngozi@example.ca',
      phoneNumber: '14165550123',
    });
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    await calendarSrc();
    await effectsRun();
    expect(screen.getByRole('status').textContent).toMatch(/Loading the booking calendar/);
    act(() => vi.advanceTimersByTime(timings.calendarLoaderMax));

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('The booking calendar did not load.');
    const link = screen.getByRole('link', { name: /Open the booking page on calendly\.com/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(urls.calendar);
    expect(href.searchParams.get('name')).toBe('Ngozi Okafor');
    expect(href.searchParams.get('email')).toBe('ngozi@example.ca');
    expect(href.searchParams.has('embed_type')).toBe(false);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes the loader away once the widget speaks, and shows no fallback after', async () => {
    fakeTimers();
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const src = await calendarSrc();
    await effectsRun();
    expect(src.searchParams.get('embed_type')).toBe('Inline');
    expect(src.searchParams.get('embed_domain')).toBe(window.location.host);
    post({ event: 'calendly.event_type_viewed', payload: {} }, new URL(urls.calendar).origin);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(timings.calendarLoaderMax * 2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link', { name: /booking page/ })).toBeNull();
  });
});
