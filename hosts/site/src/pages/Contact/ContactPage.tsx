import { offices } from '../../content/offices.ts';
import { container } from '../../sections/ui/layout.ts';
import { ContactForm } from './ContactForm.tsx';

/** The contact page (spec §2): the two offices and the contact form. */
export function ContactPage() {
  return (
    <section className="bg-gradient-to-b from-primary-soft/60 to-surface">
      <div className={`${container} grid gap-12 py-12 lg:grid-cols-[5fr_7fr] lg:gap-16 lg:py-20`}>
        <div className="flex flex-col gap-6">
          <h1 className="text-4xl font-bold tracking-tight text-ink lg:text-5xl">Contact Us</h1>
          <p className="text-lg leading-relaxed text-body">
            Questions about a project, a plan or funding? Write to us and a person on our team will
            answer, usually within one working day.
          </p>
          <ul aria-label="Our offices" className="grid gap-4">
            {offices.map((office) => (
              <li
                key={office.country}
                className="rounded-card border border-line bg-surface p-5 shadow-soft"
              >
                <h2 className="text-lg font-semibold text-ink">
                  {office.city}, {office.country}
                </h2>
                <address className="mt-2 text-body not-italic">
                  {office.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <a
                    href={`mailto:${office.email}`}
                    className="mt-2 inline-block font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {office.email}
                  </a>
                </address>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
