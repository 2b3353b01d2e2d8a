import { collectAttribution } from '@gw/api-client';
import type { WaitlistLead } from '@gw/remote-waitlist-form';
import { useToast } from '@gw/ui';
import { useNavigate } from 'react-router';
import { PageIntro } from '../../layout/PageIntro.tsx';
import { InPageRemote } from '../../remotes/InPageRemote.tsx';
import { WaitlistFormRemote } from '../../remotes/WaitlistFormRemote.tsx';
import { saveScheduleLead } from '../../schedule/scheduleStore.ts';

/** The waitlist page: the form is a remote; on success it continues to the calendar. */
export function ScheduleCallPage() {
  const navigate = useNavigate();
  const toasts = useToast();
  return (
    <>
      <PageIntro
        title="Join the waitlist"
        lead="Tell us about yourself and your project, then pick a time for a short call with our team."
      />
      <div className="mx-auto max-w-[720px] px-4 pb-16">
        <InPageRemote
          component={WaitlistFormRemote}
          props={{
            navigate: (path: string) => navigate(path),
            onSuccess: (lead: WaitlistLead) => saveScheduleLead(lead),
            attribution: collectAttribution({ surface: 'remote', component: 'waitlist-form' }),
            toasts,
          }}
          label="waitlist form"
          sizeClass="min-h-[52rem] sm:min-h-[44rem]"
        />
      </div>
    </>
  );
}
