import { pageCopy } from '../../content/pageCopy.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { InlineSvg } from '../ui/InlineSvg.tsx';
import { container, focusRing } from '../ui/layout.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import gift from './icons/gift.svg?raw';
import inbox from './icons/inbox.svg?raw';
import rocket from './icons/rocket.svg?raw';

/** The steps' icons, inline: they are in the first screen (InlineSvg says why). */
const icons = [rocket, inbox, gift];

/** The waitlist thank-you page (spec §2): 'You're in', three next steps, owner and contact buttons. */
export function WaitlistWelcome() {
  const copy = pageCopy.waitlistWelcome;
  return (
    <section className={`${container} py-16 text-center lg:py-24`}>
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-2xl text-success"
      >
        ✓
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink lg:text-5xl">
        {copy.heading}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-body">{copy.body}</p>
      <ol className="mx-auto mt-12 grid max-w-5xl gap-6 text-left md:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6 shadow-soft"
          >
            <InlineSvg
              svg={icons[index] ?? ''}
              className="block size-12 rounded-control bg-primary-soft p-2"
            />
            <h2 className="text-lg font-semibold text-ink">{step.title}</h2>
            <p className="flex-1 leading-relaxed text-body">{step.body}</p>
            {'link' in step && (
              <SmartLink
                href={step.link.href}
                className={`self-start rounded-control font-semibold text-primary underline-offset-4 hover:underline ${focusRing}`}
              >
                {step.link.label}
                <span aria-hidden="true"> →</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/owner">{copy.ownerAction}</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          {copy.contactAction}
        </ButtonLink>
      </div>
    </section>
  );
}
