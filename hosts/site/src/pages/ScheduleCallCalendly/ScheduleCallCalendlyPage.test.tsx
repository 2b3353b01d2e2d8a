import { urls } from '@gw/config';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readScheduleLead } from '../../schedule/scheduleStore.ts';
import { renderWithRouter } from '../../sections/test/renderWithRouter.tsx';
import { ScheduleCallCalendlyPage } from './ScheduleCallCalendlyPage.tsx';

const path = '/schedule-call-calendly';

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the calendar page', () => {
  it('says the call is booked on the booking widget’s signal from its own origin only', () => {
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const signal = { event: 'calendly.event_scheduled' };
    post(signal, 'https://evil.example');
    expect(screen.queryByText(/Your call is booked/)).toBeNull();
    post({ event: 'calendly.page_height' }, new URL(urls.calendar).origin);
    expect(screen.queryByText(/Your call is booked/)).toBeNull();
    post(signal, new URL(urls.calendar).origin);
    expect(screen.getByText(/Your call is booked/)).toBeTruthy();
  });

  it('prefills the calendar from a partner widget’s link, keeps the lead, clears the address', () => {
    window.history.replaceState(null, '', `${path}?firstName=Ada&lastName=Obi&email=ada%40acme.ng`);
    renderWithRouter(<ScheduleCallCalendlyPage />, path);
    const src = screen.getByTitle(/Book a call with/).getAttribute('src') ?? '';
    expect(new URL(src).searchParams.get('name')).toBe('Ada Obi');
    expect(new URL(src).searchParams.get('email')).toBe('ada@acme.ng');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe(path);
    expect(readScheduleLead()).toMatchObject({ firstName: 'Ada', email: 'ada@acme.ng' });
  });
});
