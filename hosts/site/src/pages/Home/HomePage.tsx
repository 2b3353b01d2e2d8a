import { Link } from 'react-router';
import { PageIntro } from '../../layout/PageIntro.tsx';

/** The home page (the full sections of spec §2 arrive with the site content). */
export function HomePage() {
  return (
    <PageIntro
      title="Manage construction projects like a pro"
      lead="Groundwork plans, tracks and funds construction and real-estate projects, so owners, developers and lenders see every naira and every milestone."
    >
      <p className="mt-8">
        <Link
          to="/fee-estimator"
          className="font-semibold text-primary underline underline-offset-4 hover:text-primary-strong"
        >
          Estimate your project's fees
        </Link>
      </p>
    </PageIntro>
  );
}
