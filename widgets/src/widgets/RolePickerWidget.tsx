import { urls } from '@gw/config';
import { pathForRole, RolePicker } from '@gw/remote-role-picker';
import { Button } from '@gw/ui';
import { useEffect, useState } from 'react';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/**
 * 'I am a...' behind a launcher button. Continue emits a cancelable `gw:select`
 * ({ role, path, url }); unless the partner prevents it, the visitor goes to the main site.
 */
export function RolePickerWidget({ options, emit, portalRoot, setDialog }: WidgetContext) {
  const [open, setOpen] = useState(Boolean(options.open));

  useEffect(() => {
    setDialog({ open: () => setOpen(true), close: () => setOpen(false) });
  }, [setDialog]);

  function changeOpen(next: boolean) {
    setOpen(next);
    emit(next ? widgetEvents.open : widgetEvents.close);
  }

  return (
    <>
      <Button onClick={() => changeOpen(true)}>{options.label ?? 'Learn More'}</Button>
      <RolePicker
        open={open}
        onOpenChange={changeOpen}
        portalRoot={portalRoot}
        navigate={() => {}}
        onSelect={(role) => {
          const path = pathForRole(role);
          const url = new URL(path, urls.site).toString();
          if (emit(widgetEvents.select, { role, path, url })) window.location.assign(url);
        }}
      />
    </>
  );
}
