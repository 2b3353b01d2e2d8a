import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { lazyDialog } from './lazyDialog.ts';
import { prefillValues } from './prefillValues.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The form's code comes on first intent: the script tag loads the launcher only. */
const useDemoModal = lazyDialog(() =>
  import('@gw/remote-demo-modal').then((module) => module.DemoModal),
);

/** The demo form's fields, which the prefill attributes (`first-name`, …) may set. */
export const demoFields = [
  'businessName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'description',
] as const;

/**
 * 'Schedule a Demo' behind a launcher button; the lead carries the widget's attribution. The page
 * hears `gw:submit` ({ widget, fields }: names only, never what the visitor typed), then
 * `gw:success` ({ widget }) or `gw:error` ({ message, saved }, the text the visitor was shown;
 * `saved` when the booking waits on this device for the connection, and `gw:success` follows
 * once the API has it).
 */
export function DemoWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  const { emit } = context;
  const { Dialog: DemoModal, launcher } = useDemoModal(open, setOpen, emit);
  return (
    <>
      <Launcher options={context.options} defaultLabel={launcherLabels.demo} {...launcher} />
      {DemoModal && (
        <DemoModal
          open={open}
          onOpenChange={setOpen}
          apiBase={context.options.api}
          attribution={context.attribution}
          portalRoot={context.portalRoot}
          prefill={prefillValues(context.options.prefill, demoFields)}
          onSend={(fields) => emit(widgetEvents.submit, { widget: 'demo', fields })}
          onResult={({ ok, saved, message }) =>
            ok
              ? emit(widgetEvents.success, { widget: 'demo' })
              : emit(widgetEvents.error, { message, saved })
          }
        />
      )}
    </>
  );
}
