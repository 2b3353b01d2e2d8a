import { PageIntro } from '../../layout/PageIntro.tsx';

/** The lender page (its features and demo booking arrive with the site content). */
export function LenderPage() {
  return (
    <PageIntro
      title="Lend to construction projects with confidence"
      lead="Track budgets, procurement and quality on every project you fund, with reporting you can take to your credit committee."
    />
  );
}
