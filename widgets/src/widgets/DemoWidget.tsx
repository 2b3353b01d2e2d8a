import { DemoModal } from '@gw/remote-demo-modal';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { prefillValues } from './prefillValues.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The demo form's fields, which the prefill attributes (`first-name`, …) may set. */
export const demoFields = [
  'businessName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'description',
] as const;

/** 'Schedule a Demo' behind a launcher button; the lead carries the widget's attribution. */
export function DemoWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  return (
    <>
      <Launcher
        options={context.options}
        defaultLabel={launcherLabels.demo}
        onOpen={() => setOpen(true)}
      />
      <DemoModal
        open={open}
        onOpenChange={setOpen}
        apiBase={context.options.api}
        attribution={context.attribution}
        portalRoot={context.portalRoot}
        prefill={prefillValues(context.options.prefill, demoFields)}
      />
    </>
  );
}
