import { FundingWizard } from '@gw/remote-funding-wizard';
import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The 3-step funding application behind a launcher button, with the widget's attribution. */
export function FundingWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  return (
    <>
      <Launcher
        options={context.options}
        defaultLabel={launcherLabels.funding}
        onOpen={() => setOpen(true)}
      />
      <FundingWizard
        open={open}
        onOpenChange={setOpen}
        apiBase={context.options.api}
        attribution={context.attribution}
        portalRoot={context.portalRoot}
      />
    </>
  );
}
