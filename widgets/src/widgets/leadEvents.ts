import type { LeadOutcome } from '@gw/api-client';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { formStart } from './formStart.ts';

/**
 * A lead form's callbacks, told to the page: `gw:start` ({ widget }) when the visitor first
 * focuses or types in a field (formStart.ts), `gw:submit` ({ widget, fields }: names only) when
 * the lead is posted, then `gw:success` ({ widget }) or `gw:error` ({ message, saved, failed,
 * mailto }: `failed` when it could not be sent while the API answers, `mailto` the prepared
 * e-mail the visitor was offered). After a success the next filling says `gw:start` again.
 */
export function leadEvents(
  { emit, portalRoot }: Pick<WidgetContext, 'emit' | 'portalRoot'>,
  widget: string,
) {
  const restart = formStart(portalRoot, emit, widget);
  return {
    onSend: (fields: string[]) => emit(widgetEvents.submit, { widget, fields }),
    onResult: ({ ok, saved, message, failed, mailto }: LeadOutcome) => {
      if (ok) restart();
      return ok
        ? emit(widgetEvents.success, { widget })
        : emit(widgetEvents.error, { message, saved, failed: !!failed, mailto: mailto?.href });
    },
  };
}
