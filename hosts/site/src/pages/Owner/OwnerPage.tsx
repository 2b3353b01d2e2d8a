import { PageIntro } from '../../layout/PageIntro.tsx';

/** The private project owners page. */
export function OwnerPage() {
  return (
    <PageIntro
      title="Build your home with full visibility"
      lead="Follow budget, schedule and quality on your project from anywhere, with verified professionals on site."
    />
  );
}
