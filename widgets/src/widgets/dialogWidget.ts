import { widgetEvents } from '../embed/events.ts';
import { loadOnce } from '../embed/loadOnce.ts';
import type { WidgetContext } from '../embed/options.ts';
import type { RenderedWidget, WidgetDefinition } from '../embed/registry.ts';
import { replaceStyles } from '../embed/styles.ts';
import type { DialogModule, RenderedDialog } from './dialogRenderer.tsx';
import { launcherButton } from './launcherButton.ts';
import { dialogLoadFailed, launcherLabels } from './launcherLabels.ts';

/**
 * A dialog widget (demo, funding, role picker): a launcher button in plain DOM, then its dialog
 * from `load` (with Preact, which renders it) on first intent: the launcher hovered, focused or
 * touched, or the dialog opened. So the script tag's first load holds no framework (issue 14).
 *
 * - One fetch serves every widget of the kind on the page. A failed fetch is forgotten, so the
 *   next intent or press tries again; it closes the dialog that was asked for (the page hears
 *   `gw:close`, then one `gw:error` with the launcher's message, which shows under the
 *   launcher). A failed preload (hover, focus) says nothing.
 * - The module's stylesheet replaces the first load's (the launcher's classes only) before the
 *   dialog renders.
 * - The open state starts from the `open` option and follows the launcher, the dialog itself,
 *   `handle.open()`/`close()` and the `open` attribute; each change is announced once with
 *   `gw:open` / `gw:close`; the dialog's module keeps the element's `open` attribute in step
 *   (openAttribute.ts).
 * - `onMount` runs once the widget is on the page (a lead form's outbox, which sends what an
 *   earlier page left waiting whether or not the dialog opens).
 */
export function dialogWidget(
  name: keyof typeof launcherLabels,
  load: () => Promise<DialogModule>,
  { onMount }: { onMount?: () => void } = {},
): WidgetDefinition['render'] {
  let loaded: DialogModule['renderDialog'] | null = null;
  const fetchDialog = loadOnce(load, ({ css, renderDialog }) => {
    replaceStyles(name, css);
    loaded = renderDialog;
  });

  return function renderDialogWidget(first: WidgetContext): RenderedWidget {
    let context = first;
    let open = Boolean(first.options.open);
    let announced = false;
    let failed = false;
    let removed = false;
    let dialog: RenderedDialog | undefined;

    const launcher = launcherButton(() => {
      want();
      setOpen(true);
    });
    for (const intent of ['pointerenter', 'pointerdown', 'focus']) {
      launcher.element.addEventListener(intent, want);
    }
    const failure = document.createElement('p');
    failure.setAttribute('role', 'alert');
    failure.className = 'mt-2 text-sm text-danger';
    failure.textContent = dialogLoadFailed;
    // The dialog's own root: Preact renders into it (its modal portals into the widget's root).
    const dialogRoot = document.createElement('div');
    context.portalRoot.append(dialogRoot);

    function want() {
      // A new try: the last failure's message gives way to the launcher's busy state.
      failed = false;
      sync();
      fetchDialog().then(sync, (error: unknown) => {
        // Only a dialog asked for fails, once: a press's hover, touch, focus and click each ask
        // for the module, and a preload that fails stays quiet (the press tries again).
        if (removed || !open) return;
        console.warn('[widget] the dialog could not load', error);
        failed = true;
        setOpen(false);
        context.emit(widgetEvents.error, { message: dialogLoadFailed });
      });
    }

    function setOpen(next: boolean) {
      open = next;
      if (open && !loaded) want();
      else sync();
      announce();
    }

    function announce() {
      if (open === announced) return;
      announced = open;
      context.emit(open ? widgetEvents.open : widgetEvents.close);
    }

    /** The launcher (with `launcher="false"`, none) and the dialog, as the state now says. */
    function sync() {
      // A fetch that ends after the widget left the page has nothing to draw.
      if (removed) return;
      const { label, launcher: shown } = context.options;
      launcher.setLabel(label ?? launcherLabels[name]);
      launcher.setBusy(open && !loaded && !failed);
      if (shown === false) launcher.element.remove();
      else if (!launcher.element.parentNode) dialogRoot.before(launcher.element);
      if (failed && shown !== false) launcher.element.after(failure);
      else failure.remove();
      if (loaded) dialog ??= loaded(dialogRoot);
      dialog?.render({ context, open, onOpenChange: setOpen });
    }

    context.setDialog({ open: () => setOpen(true), close: () => setOpen(false) });
    if (open) want();
    else sync();
    // Test mode (issue 28): the dialog's module comes at once, with the mark it shows.
    if (first.options.mode === 'test') fetchDialog().then(sync, () => {});
    // After the widget has said it is ready, as a framework's effect would run.
    setTimeout(() => {
      if (removed) return;
      onMount?.();
      announce();
    });
    return {
      update(next) {
        context = next;
        sync();
      },
      unmount() {
        removed = true;
        dialog?.unmount();
        launcher.element.remove();
        failure.remove();
        dialogRoot.remove();
      },
    };
  };
}
