import { type ComponentType, useEffect } from 'react';
import type { WidgetContext } from '../embed/options.ts';
import { replaceStyles } from '../embed/styles.ts';
import { Launcher } from './Launcher.tsx';
import { launcherLabels } from './launcherLabels.ts';
import { type DialogProps, lazyDialog } from './lazyDialog.ts';
import { useDialogWidget } from './useDialogWidget.ts';

/** What a dialog widget's later module gives: its dialog, and the widget's whole stylesheet. */
export type DialogModule = { Dialog: ComponentType<DialogProps>; css: string };

/**
 * A dialog widget (demo, funding, role picker): its launcher, then its dialog from `load` on
 * first intent. The module's stylesheet replaces the first load's (the launcher's classes only)
 * before the dialog renders. `onMount` runs once the widget is on the page (a lead form's
 * outbox, which sends what an earlier page left waiting whether or not the dialog opens).
 */
export function dialogWidget(
  name: keyof typeof launcherLabels,
  load: () => Promise<DialogModule>,
  { onMount }: { onMount?: () => void } = {},
) {
  const useDialog = lazyDialog(() =>
    load().then(({ Dialog, css }) => {
      replaceStyles(name, css);
      return Dialog;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget kind, at module level.
  return function DialogWidget(context: WidgetContext) {
    const [open, setOpen] = useDialogWidget(context);
    useEffect(() => onMount?.(), []);
    const { Dialog, launcher } = useDialog(open, setOpen, context.emit);
    return (
      <>
        <Launcher options={context.options} defaultLabel={launcherLabels[name]} {...launcher} />
        {Dialog && <Dialog context={context} open={open} onOpenChange={setOpen} />}
      </>
    );
  };
}
