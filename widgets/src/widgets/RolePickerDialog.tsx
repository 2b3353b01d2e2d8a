import css from 'virtual:gw-widget-css';
import { pathForRole, RolePicker } from '@gw/remote-role-picker';
import { widgetEvents } from '../embed/events.ts';
import { replaceStyles } from '../embed/styles.ts';
import { continueOnSite } from './continueOnSite.ts';
import type { DialogProps } from './lazyDialog.ts';

// The whole widget's stylesheet comes with its dialog: the first load has the launcher's only.
replaceStyles('role-picker', css);

/** The role picker widget's dialog, its module loaded on first intent (RolePickerWidget.tsx). */
export function RolePickerDialog({ context, open, onOpenChange }: DialogProps) {
  return (
    <RolePicker
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={context.portalRoot}
      navigate={() => {}}
      onSelect={(role) =>
        continueOnSite(context.emit, widgetEvents.select, pathForRole(role), { role })
      }
    />
  );
}
