import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { widgetEvents } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';
import { dialogLoadFailed } from './launcherLabels.ts';

/** What a dialog widget's lazily loaded dialog is given. */
export type DialogProps = {
  context: WidgetContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A dialog widget's dialog, fetched on first intent (the launcher hovered, focused or touched)
 * or when the dialog opens, so the script tag's first load holds only the launcher (issue 14).
 * One fetch for every widget of the kind on the page; a failed fetch is forgotten, so the next
 * intent or press tries again.
 */
export function lazyDialog(load: () => Promise<ComponentType<DialogProps>>) {
  let loaded: ComponentType<DialogProps> | null = null;
  let pending: Promise<ComponentType<DialogProps>> | null = null;
  const fetchDialog = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  /**
   * The dialog once its code is here (null before), and the launcher's wiring: a press fetches
   * and opens, an intent fetches, `loading` while the code is on its way to an open dialog (the
   * launcher shows it is busy), `failed` when the last fetch failed. A failed fetch closes the
   * dialog that was asked for (the page hears `gw:close`, then `gw:error` with the launcher's
   * message).
   */
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget kind, at module level.
  return function useLazyDialog(
    open: boolean,
    setOpen: (open: boolean) => void,
    emit: WidgetContext['emit'],
  ) {
    const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const want = useCallback(() => {
      // A new try: the last failure's message gives way to the launcher's busy state.
      setFailed(false);
      fetchDialog().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          console.warn('[widget] the dialog could not load', error);
          setFailed(true);
          setOpen(false);
          emit(widgetEvents.error, { message: dialogLoadFailed });
        },
      );
    }, [setOpen, emit]);
    useEffect(() => {
      if (open && !Dialog) want();
    }, [open, Dialog, want]);
    const launcher = {
      onOpen: () => {
        want();
        setOpen(true);
      },
      onIntent: want,
      loading: open && !Dialog && !failed,
      failed,
    };
    return { Dialog, launcher };
  };
}
