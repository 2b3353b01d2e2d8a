import { Link } from 'react-router';
import { PageIntro } from '../../layout/PageIntro.tsx';

/** The thank-you page after booking (spec §2 "Waitlist welcome"). */
export function WaitlistWelcomePage() {
  return (
    <PageIntro
      title="You're in"
      lead="Thank you for joining. Watch your inbox: early access starts with the people on this list."
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/owner"
          className="rounded-control bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-strong"
        >
          For project owners
        </Link>
        <Link
          to="/contact"
          className="rounded-control border border-line px-5 py-2.5 font-semibold text-ink hover:border-primary"
        >
          Contact us
        </Link>
      </div>
    </PageIntro>
  );
}
