import { PageIntro } from '../../layout/PageIntro.tsx';

/** The developer page (its funding application arrives with the site content). */
export function DeveloperPage() {
  return (
    <PageIntro
      title="Fund and deliver your developments"
      lead="Apply for project funding and run every site from one dashboard, from procurement to handover."
    />
  );
}
