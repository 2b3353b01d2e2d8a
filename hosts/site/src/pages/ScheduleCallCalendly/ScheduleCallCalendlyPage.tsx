import { brand, timings } from '@gw/config';
import { Spinner } from '@gw/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { siteName } from '../../embeds/siteName.ts';
import { ThirdPartyFrame } from '../../embeds/ThirdPartyFrame.tsx';
import { PageIntro } from '../../layout/PageIntro.tsx';
import {
  calendarPageUrl,
  calendarUrl,
  isCalendarSignal,
  isEventScheduled,
} from '../../schedule/calendarUrl.ts';
import { useScheduleLead } from '../../schedule/useScheduleLead.ts';
import { container } from '../../sections/ui/layout.ts';

export const calendarCopy = {
  loading: 'Loading the booking calendar…',
  failed: 'The booking calendar did not load.',
  link: (site: string) => `Open the booking page on ${site}`,
  booked: 'Your call is booked. Taking you to the next steps…',
} as const;

/**
 * The calendar booking page: the booking widget prefilled from the schedule state (the waitlist
 * remote's jotai atom, useScheduleLead), in a ThirdPartyFrame: its loader until the widget posts
 * its first `calendly.*` message, at most timings.calendarLoaderMax (spec §9) before the fallback
 * (a link to the same booking page on the booking site, prefilled alike) takes its place. Once a
 * meeting is booked the visitor goes to /waitlist-welcome after timings.redirectAfterBooking.
 * Arriving from a partner's waitlist widget, the name and e-mail come in the link: written to the
 * same schedule state, and dropped from the address bar and history. Prerendered: the server
 * writes the heading and the loader (nobody to prefill for is known there).
 */
export function ScheduleCallCalendlyPage() {
  const navigate = useNavigate();
  const lead = useScheduleLead();
  const src = lead === undefined ? null : calendarUrl(lead);
  const bookingPage = calendarPageUrl(lead ?? null);
  const [booked, setBooked] = useState(false);

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    function onMessage(event: MessageEvent) {
      if (!isEventScheduled(event)) return;
      setBooked(true);
      redirect = setTimeout(() => navigate('/waitlist-welcome'), timings.redirectAfterBooking);
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(redirect);
    };
  }, [navigate]);

  return (
    <>
      <PageIntro
        title="Book your call"
        lead="Choose a time that suits you; we will send the invitation to your e-mail."
      />
      <div className={`${container} pb-16`}>
        {booked && (
          <p
            role="status"
            className="mb-4 rounded-card bg-success-soft p-4 text-center text-success"
          >
            {calendarCopy.booked}
          </p>
        )}
        <ThirdPartyFrame
          src={src}
          title={`Book a call with ${brand.name}`}
          isSignal={isCalendarSignal}
          timeoutMs={timings.calendarLoaderMax}
          loader={
            <p className="flex items-center gap-2 text-muted">
              <Spinner />
              {calendarCopy.loading}
            </p>
          }
          failedMessage={calendarCopy.failed}
          href={bookingPage}
          linkLabel={calendarCopy.link(siteName(bookingPage))}
          className="h-[44rem] w-full rounded-card border border-line bg-surface"
        />
      </div>
    </>
  );
}
