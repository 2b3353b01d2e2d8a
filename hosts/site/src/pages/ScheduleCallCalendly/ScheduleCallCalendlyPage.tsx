import { PageIntro } from '../../layout/PageIntro.tsx';

/** The calendar booking page (the embedded booking widget arrives with the waitlist flow). */
export function ScheduleCallCalendlyPage() {
  return (
    <PageIntro
      title="Book your call"
      lead="Choose a time that suits you; we will send the invitation to your e-mail."
    />
  );
}
