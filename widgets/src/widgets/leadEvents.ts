import type { LeadOutcome } from '@gw/api-client';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/**
 * A lead form's callbacks, told to the page: `gw:submit` ({ widget, fields }: names only) when
 * the lead is posted, then `gw:success` ({ widget }) or `gw:error` ({ message, saved, failed,
 * mailto }: `failed` when it could not be sent while the API answers, `mailto` the prepared
 * e-mail the visitor was offered).
 */
export function leadEvents(emit: WidgetContext['emit'], widget: string) {
  return {
    onSend: (fields: string[]) => emit(widgetEvents.submit, { widget, fields }),
    onResult: ({ ok, saved, message, failed, mailto }: LeadOutcome) =>
      ok
        ? emit(widgetEvents.success, { widget })
        : emit(widgetEvents.error, { message, saved, failed: !!failed, mailto: mailto?.href }),
  };
}
