import { collectAttribution } from '@gw/api-client';
import { useToast } from '@gw/ui';
import { useNavigate } from 'react-router';
import { pageCopy } from '../../content/pageCopy.ts';
import { InPageRemote } from '../../remotes/InPageRemote.tsx';
import { container } from '../../sections/ui/layout.ts';

/**
 * The waitlist page: the form (a remote) and what happens next; success goes to the calendar,
 * which reads the lead from the schedule state atom the form wrote (useScheduleLead).
 */
export function ScheduleCallPage() {
  const copy = pageCopy.scheduleCall;
  const navigate = useNavigate();
  const toasts = useToast();
  return (
    // Phones: intro, form, then the steps; wide screens: intro and steps beside the form.
    <div
      className={`${container} grid items-start gap-x-16 gap-y-10 pt-12 pb-16 sm:pt-16 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:pb-24`}
    >
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{copy.heading}</h1>
        <p className="mt-4 max-w-xl text-lg text-body">{copy.lead}</p>
      </header>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <InPageRemote
          remote="waitlist-form"
          props={{
            heading: copy.formHeading,
            navigate: (path: string) => navigate(path),
            attribution: collectAttribution({ surface: 'remote', component: 'waitlist-form' }),
            toasts,
          }}
        />
      </div>
      <section aria-labelledby="waitlist-steps" className="lg:col-start-1">
        <h2
          id="waitlist-steps"
          className="text-sm font-semibold tracking-wide text-muted uppercase"
        >
          {copy.stepsHeading}
        </h2>
        <ol className="mt-5 flex flex-col gap-5">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-body">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
