import { loadPageOutbox } from '../embed/loadPageOutbox.ts';
import { dialogWidget } from './dialogWidget.ts';

/**
 * 'Schedule a Demo' behind a launcher button; the lead carries the widget's attribution. The page
 * hears `gw:submit` ({ widget, fields }: names only, never what the visitor typed), then
 * `gw:success` ({ widget }) or `gw:error` ({ message, saved, failed, mailto }, the text the
 * visitor was shown; `saved` when the booking waits on this device for the connection, and
 * `gw:success` follows once the API has it; `failed` when it could not be sent at all). The form and its wiring come on first intent.
 */
export const DemoWidget = dialogWidget('demo', () => import('./DemoDialog.tsx'), {
  onMount: loadPageOutbox,
});
