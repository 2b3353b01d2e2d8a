import { useEffect, useRef, useState } from 'react';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/**
 * The open state of a dialog widget: starts from the `open` option, is driven by the launcher,
 * the dialog itself, `handle.open()`/`close()` and the `open` attribute, and announces every
 * change once with `gw:open` / `gw:close`.
 */
export function useDialogWidget({ options, emit, setDialog }: WidgetContext) {
  const [open, setOpen] = useState(Boolean(options.open));
  const announced = useRef(false);

  useEffect(() => {
    setDialog({ open: () => setOpen(true), close: () => setOpen(false) });
  }, [setDialog]);

  useEffect(() => {
    if (open === announced.current) return;
    announced.current = open;
    emit(open ? widgetEvents.open : widgetEvents.close);
  }, [open, emit]);

  return [open, setOpen] as const;
}
