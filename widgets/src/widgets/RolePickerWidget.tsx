import { pathForRole, RolePicker } from '@gw/remote-role-picker';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { continueOnSite } from './continueOnSite.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/**
 * 'I am a...' behind a launcher button. Continue emits a cancelable `gw:select`
 * ({ role, path, url }); unless the partner prevents it, the visitor goes to the main site.
 */
export function RolePickerWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  return (
    <>
      <Launcher
        options={context.options}
        defaultLabel={launcherLabels['role-picker']}
        onOpen={() => setOpen(true)}
      />
      <RolePicker
        open={open}
        onOpenChange={setOpen}
        portalRoot={context.portalRoot}
        navigate={() => {}}
        onSelect={(role) =>
          continueOnSite(context.emit, widgetEvents.select, pathForRole(role), { role })
        }
      />
    </>
  );
}
