import { WaitlistForm } from '@gw/remote-waitlist-form';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { continueOnSite } from './continueOnSite.ts';

/**
 * The waitlist form, in the page. After a lead is accepted a cancelable `gw:success`
 * ({ widget, path, url }) announces the next step, booking a call on the main site, where the
 * visitor goes unless the partner prevents it.
 */
export function WaitlistWidget({ options, attribution, portalRoot, emit }: WidgetContext) {
  return (
    <WaitlistForm
      apiBase={options.api}
      attribution={attribution}
      portalRoot={portalRoot}
      navigate={(path) => continueOnSite(emit, widgetEvents.success, path, { widget: 'waitlist' })}
    />
  );
}
