// A dialog module brings Preact: its compat layer's own root.
import { createRoot } from 'preact/compat/client';
import type { ComponentType } from 'react';
import type { WidgetContext } from '../embed/options.ts';

/** What a dialog widget's dialog is given. */
export type DialogProps = {
  context: WidgetContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A dialog rendered into its container: render again with new props, or take it away. */
export type RenderedDialog = {
  render(props: DialogProps): void;
  unmount(): void;
};

/**
 * What a dialog widget's later module gives (dialogWidget.ts): the widget's whole stylesheet, and
 * its dialog with the framework that renders it. The launcher before it is plain DOM, so Preact
 * arrives here, with the dialog's code, on the visitor's first intent.
 */
export type DialogModule = {
  css: string;
  renderDialog: (container: HTMLElement) => RenderedDialog;
};

/** A dialog component as a dialog module's `renderDialog`. */
export function dialogRenderer(Dialog: ComponentType<DialogProps>): DialogModule['renderDialog'] {
  return (container) => {
    const root = createRoot(container);
    return {
      render: (props) => root.render(<Dialog {...props} />),
      unmount: () => root.unmount(),
    };
  };
}
