import { brand } from '@gw/config';
import { PageIntro } from '../../layout/PageIntro.tsx';

/** The contact page (offices and the contact form arrive with the site content). */
export function ContactPage() {
  return (
    <PageIntro
      title="Contact us"
      lead="We have offices in Abuja, Nigeria and Saskatchewan, Canada. Write to us and a person will answer."
    >
      <p className="mt-6">
        <a
          href={`mailto:${brand.supportEmail}`}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {brand.supportEmail}
        </a>
      </p>
    </PageIntro>
  );
}
