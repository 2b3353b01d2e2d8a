import type { WidgetContext } from '../embed/options.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { lazyDialog } from './lazyDialog.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** The roles and their dialog come on first intent: the script tag loads the launcher only. */
const useRolePickerDialog = lazyDialog(() =>
  import('./RolePickerDialog.tsx').then((module) => module.RolePickerDialog),
);

/**
 * 'I am a...' behind a launcher button. Continue emits a cancelable `gw:select`
 * ({ role, path, url }); unless the partner prevents it, the visitor goes to the main site.
 */
export function RolePickerWidget(context: WidgetContext) {
  const [open, setOpen] = useDialogWidget(context);
  const { Dialog, launcher } = useRolePickerDialog(open, setOpen, context.emit);
  return (
    <>
      <Launcher
        options={context.options}
        defaultLabel={launcherLabels['role-picker']}
        {...launcher}
      />
      {Dialog && <Dialog context={context} open={open} onOpenChange={setOpen} />}
    </>
  );
}
