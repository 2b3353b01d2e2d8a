import { startOutbox } from '@gw/api-client';
import { useEffect } from 'react';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { lazyDialog } from './lazyDialog.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The wizard and its wiring come on first intent: the script tag loads the launcher only. */
const useFundingDialog = lazyDialog(() =>
  import('./FundingDialog.tsx').then((module) => module.FundingDialog),
);

/**
 * The 3-step funding application behind a launcher button, with the widget's attribution. The
 * page hears `gw:submit` ({ widget, fields }: names only) on Submit of step 3, then `gw:success`
 * ({ widget }) or `gw:error` ({ message }, the toast's text; the wizard stays open with the
 * answers). Upload failures stay the documents' own toasts: they are not lead errors.
 */
export function FundingWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  // The lead outbox starts with the widget, as it did when the form came with it: what an
  // earlier page left waiting on this device goes now, whether or not the visitor opens the form.
  useEffect(startOutbox, []);
  const { Dialog: FundingDialog, launcher } = useFundingDialog(open, setOpen, context.emit);
  return (
    <>
      <Launcher options={context.options} defaultLabel={launcherLabels.funding} {...launcher} />
      {FundingDialog && <FundingDialog context={context} open={open} onOpenChange={setOpen} />}
    </>
  );
}
