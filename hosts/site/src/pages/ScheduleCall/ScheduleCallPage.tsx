import { PageIntro } from '../../layout/PageIntro.tsx';

/** The waitlist page (its form is a remote added with the waitlist). */
export function ScheduleCallPage() {
  return (
    <PageIntro
      title="Join the waitlist"
      lead="Tell us about yourself and pick a time for a short call with our team."
    />
  );
}
