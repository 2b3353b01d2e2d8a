import { startOutbox } from '@gw/api-client';
import { useEffect } from 'react';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { lazyDialog } from './lazyDialog.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The form and its wiring come on first intent: the script tag loads the launcher only. */
const useDemoDialog = lazyDialog(() =>
  import('./DemoDialog.tsx').then((module) => module.DemoDialog),
);

/**
 * 'Schedule a Demo' behind a launcher button; the lead carries the widget's attribution. The page
 * hears `gw:submit` ({ widget, fields }: names only, never what the visitor typed), then
 * `gw:success` ({ widget }) or `gw:error` ({ message, saved }, the text the visitor was shown;
 * `saved` when the booking waits on this device for the connection, and `gw:success` follows
 * once the API has it).
 */
export function DemoWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  // The lead outbox starts with the widget, as it did when the form came with it: what an
  // earlier page left waiting on this device goes now, whether or not the visitor opens the form.
  useEffect(startOutbox, []);
  const { Dialog: DemoDialog, launcher } = useDemoDialog(open, setOpen, context.emit);
  return (
    <>
      <Launcher options={context.options} defaultLabel={launcherLabels.demo} {...launcher} />
      {DemoDialog && <DemoDialog context={context} open={open} onOpenChange={setOpen} />}
    </>
  );
}
