// The values module alone: the barrel would bring the wizard into the first load.
import { fundingPrefillFields } from '@gw/remote-funding-wizard/values';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { lazyDialog } from './lazyDialog.ts';
import { prefillValues } from './prefillValues.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The wizard's code comes on first intent: the script tag loads the launcher only. */
const useFundingWizard = lazyDialog(() =>
  import('@gw/remote-funding-wizard').then((module) => module.FundingWizard),
);

/**
 * The 3-step funding application behind a launcher button, with the widget's attribution. The
 * page hears `gw:submit` ({ widget, fields }: names only) on Submit of step 3, then `gw:success`
 * ({ widget }) or `gw:error` ({ message }, the toast's text; the wizard stays open with the
 * answers). Upload failures stay the documents' own toasts: they are not lead errors.
 */
export function FundingWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  const { emit, options } = context;
  const { Dialog: FundingWizard, launcher } = useFundingWizard(open, setOpen, emit);
  return (
    <>
      <Launcher options={options} defaultLabel={launcherLabels.funding} {...launcher} />
      {FundingWizard && (
        <FundingWizard
          open={open}
          onOpenChange={setOpen}
          apiBase={options.api}
          // The partner's API serves POST /countries/states too; without `api`, the configured one.
          countriesBase={options.api}
          attribution={context.attribution}
          prefill={prefillValues(options.prefill, fundingPrefillFields)}
          portalRoot={context.portalRoot}
          onSend={(fields) => emit(widgetEvents.submit, { widget: 'funding', fields })}
          onResult={({ ok, saved, message }) =>
            ok
              ? emit(widgetEvents.success, { widget: 'funding' })
              : emit(widgetEvents.error, { message, saved })
          }
        />
      )}
    </>
  );
}
