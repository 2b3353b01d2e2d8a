import { brand, timings } from '@gw/config';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageIntro } from '../../layout/PageIntro.tsx';
import { calendarUrl, isEventScheduled } from '../../schedule/calendarUrl.ts';
import { useScheduleLead } from '../../schedule/useScheduleLead.ts';
import { container } from '../../sections/ui/layout.ts';

/**
 * The calendar booking page: the booking widget prefilled from the schedule state (the waitlist
 * remote's jotai atom, useScheduleLead); a loader only while the iframe really loads (at most
 * timings.calendarLoaderMax after it is known whom to prefill for); once a meeting is booked the
 * visitor goes to /waitlist-welcome after timings.redirectAfterBooking. Arriving from a partner's
 * waitlist widget, the name and e-mail come in the link: written to the same schedule state, and
 * dropped from the address bar and history.
 */
export function ScheduleCallCalendlyPage() {
  const navigate = useNavigate();
  const lead = useScheduleLead();
  const src = lead === undefined ? null : calendarUrl(lead);
  const [loading, setLoading] = useState(true);
  const [booked, setBooked] = useState(false);

  useEffect(() => {
    if (src === null) return;
    const cap = setTimeout(() => setLoading(false), timings.calendarLoaderMax);
    return () => clearTimeout(cap);
  }, [src]);

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
      <div className={`${container} relative min-h-[44rem] pb-16`}>
        {loading && (
          <p role="status" className="absolute inset-x-0 top-24 text-center text-muted">
            Loading the booking calendar…
          </p>
        )}
        {booked && (
          <p
            role="status"
            className="mb-4 rounded-card bg-success-soft p-4 text-center text-success"
          >
            Your call is booked. Taking you to the next steps…
          </p>
        )}
        {src && (
          <iframe
            title={`Book a call with ${brand.name}`}
            src={src}
            className="h-[44rem] w-full rounded-card border border-line bg-surface"
            onLoad={() => setLoading(false)}
          />
        )}
      </div>
    </>
  );
}
