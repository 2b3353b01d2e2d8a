import { pathForRole, RolePicker } from '@gw/remote-role-picker';
import { widgetEvents } from '../embed/events.ts';
import { continueOnSite } from './continueOnSite.ts';
import { type DialogProps, dialogRenderer } from './dialogRenderer.tsx';
import { useOpenAttribute } from './openAttribute.ts';

/** The role picker widget's whole stylesheet, which comes with its dialog (dialogWidget.ts). */
export { default as css } from 'virtual:gw-widget-css';

/** The role picker widget's dialog, its module loaded on first intent (RolePickerWidget.ts). */
function Dialog({ context, open, onOpenChange }: DialogProps) {
  useOpenAttribute(context.portalRoot, open);
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

export const renderDialog = dialogRenderer(Dialog);
