import { schedulePrefillQuery } from '@gw/forms';
import { WaitlistForm, type WaitlistLead, waitlistPrefillFields } from '@gw/remote-waitlist-form';
import { useRef } from 'react';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { continueOnSite } from './continueOnSite.ts';
import { leadEvents } from './leadEvents.ts';
import { prefillValues } from './prefillValues.ts';

/**
 * The waitlist form, in the page. The page hears `gw:submit` ({ widget, fields }: names only)
 * when the lead is posted, `gw:error` ({ message }, the black toast's text) when it is refused
 * or fails, and after a lead is accepted a cancelable `gw:success` ({ widget, path, url })
 * announcing the next step, booking a call on the main site, where the visitor goes unless the
 * partner prevents it. The link carries their name and e-mail for the booking calendar.
 */
export function WaitlistWidget({ options, attribution, portalRoot, emit }: WidgetContext) {
  const lead = useRef<WaitlistLead | null>(null);
  const withPrefill = (path: string) =>
    lead.current ? `${path}?${schedulePrefillQuery(lead.current)}` : path;
  return (
    <WaitlistForm
      apiBase={options.api}
      attribution={attribution}
      prefill={prefillValues(options.prefill, waitlistPrefillFields)}
      portalRoot={portalRoot}
      onSend={leadEvents(emit, 'waitlist').onSend}
      // An accepted lead is announced by navigate, with the next step the partner may cancel.
      onResult={({ ok, saved, message }) => {
        if (!ok) emit(widgetEvents.error, { message, saved });
      }}
      onSuccess={(accepted) => {
        lead.current = accepted;
      }}
      navigate={(path) =>
        continueOnSite(emit, widgetEvents.success, withPrefill(path), { widget: 'waitlist' })
      }
    />
  );
}
