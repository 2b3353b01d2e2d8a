import { Button } from '@gw/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { ErrorBoundary } from '../../routing/ErrorBoundary.tsx';
import { canvasSection, container } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

/** Module-level lazy (STYLE.md): the form and its schema load on 'Get in touch' only. */
const ContactTeaserForm = lazy(() =>
  import('./ContactTeaserForm.tsx').then((module) => ({ default: module.ContactTeaserForm })),
);

export const contactTeaserCopy = {
  heading: 'Have a project in mind?',
  intro: 'Tell us what you are planning and our team will get back to you.',
  reveal: 'Get in touch',
  failed: 'The form could not load. Please reload the page, or write to us from the contact page.',
} as const;

/** The contact teaser (spec §2): the form is revealed by 'Get in touch'. */
export function ContactTeaser() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <section aria-labelledby="teaser-heading" className={canvasSection}>
      <div className={`${container} max-w-3xl text-center`}>
        <SectionHeader
          id="teaser-heading"
          title={contactTeaserCopy.heading}
          intro={contactTeaserCopy.intro}
        />
        {!open && (
          <Button className="mt-8" onClick={() => setOpen(true)}>
            {contactTeaserCopy.reveal}
          </Button>
        )}
        {open && (
          <ErrorBoundary
            fallback={() => (
              <p role="alert" className="mt-8 text-danger">
                {contactTeaserCopy.failed}
              </p>
            )}
          >
            <Suspense
              fallback={
                <p role="status" className="mt-8 text-muted">
                  Loading the form…
                </p>
              }
            >
              <ContactTeaserForm id={formId} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
}
