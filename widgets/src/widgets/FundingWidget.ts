import { loadPageOutbox } from '../embed/loadPageOutbox.ts';
import { dialogWidget } from './dialogWidget.ts';

/**
 * The 3-step funding application behind a launcher button, with the widget's attribution. The
 * page hears `gw:submit` ({ widget, fields }: names only) on Submit of step 3, then `gw:success`
 * ({ widget }) or `gw:error` ({ message }, the toast's text; the wizard stays open with the
 * answers). Upload failures stay the documents' own toasts: they are not lead errors. The wizard
 * and its wiring come on first intent.
 */
export const FundingWidget = dialogWidget('funding', () => import('./FundingDialog.tsx'), {
  onMount: loadPageOutbox,
});
