import { schedulePrefillQuery } from '@gw/forms';
import {
  emptySchedule,
  WaitlistFormWithAtom,
  waitlistPrefillFields,
} from '@gw/remote-waitlist-form';
import { atom, useStore } from 'jotai';
import { useState } from 'react';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { continueOnSite } from './continueOnSite.ts';
import { useDefaultCountry } from './defaultCountry.ts';
import { leadEvents } from './leadEvents.ts';
import { policyHref } from './policyHref.ts';
import { prefillValues } from './prefillValues.ts';

/**
 * The waitlist form, in the page. The page hears `gw:submit` ({ widget, fields }: names only)
 * when the lead is posted, `gw:error` ({ message }, the black toast's text) when it is refused
 * or fails, and after a lead is accepted a cancelable `gw:success` ({ widget, path, url })
 * announcing the next step, booking a call on the main site, where the visitor goes unless the
 * partner prevents it. The form writes the schedule state (spec §3) to this widget's own atom,
 * never to the partner page's storage; the link carries the name and e-mail from it.
 */
export function WaitlistWidget({ options, attribution, portalRoot, emit }: WidgetContext) {
  const [scheduleAtom] = useState(() => atom(emptySchedule));
  // Read from the store when the form moves on: it writes the lead and navigates in one go.
  const store = useStore();
  const withPrefill = (path: string) => {
    const schedule = store.get(scheduleAtom);
    return schedule.email ? `${path}?${schedulePrefillQuery(schedule)}` : path;
  };
  const defaultCountry = useDefaultCountry(options.defaultCountry);
  return (
    <WaitlistFormWithAtom
      // `heading="none"`: the partner's page has its own; another text replaces the form's.
      heading={options.heading === 'none' ? null : options.heading}
      defaultCountry={defaultCountry}
      apiBase={options.api}
      attribution={attribution}
      policyHref={policyHref}
      prefill={prefillValues(options.prefill, waitlistPrefillFields)}
      portalRoot={portalRoot}
      scheduleAtom={scheduleAtom}
      onSend={leadEvents({ emit, portalRoot }, 'waitlist').onSend}
      // An accepted lead is announced by navigate, with the next step the partner may cancel.
      onResult={({ ok, saved, message, failed, mailto }) => {
        if (!ok)
          emit(widgetEvents.error, { message, saved, failed: !!failed, mailto: mailto?.href });
      }}
      navigate={(path) =>
        continueOnSite(emit, widgetEvents.success, withPrefill(path), { widget: 'waitlist' })
      }
    />
  );
}
