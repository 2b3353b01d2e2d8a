// A dialog module brings Preact: its compat layer's own root.

import { inTestMode } from '@gw/api-client';
import { createRoot } from 'preact/compat/client';
import { type ComponentType, useLayoutEffect } from 'react';
import type { WidgetContext } from '../embed/options.ts';
import { markTestMode } from './testModeMark.ts';

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

/**
 * The dialog, in test mode (issue 28) with the lead's attribution marked as a test's and the
 * "Test mode" mark above the launcher and at the top of the open panel (checked after every
 * render: the panel is made anew each time the dialog opens).
 */
function InMode({ Dialog, ...props }: DialogProps & { Dialog: ComponentType<DialogProps> }) {
  const { options, attribution, portalRoot } = props.context;
  const test = options.mode === 'test';
  // The attribution is made afresh for each render (embed/mount.ts): marking it is safe.
  if (test) inTestMode(attribution);
  useLayoutEffect(() => {
    markTestMode(portalRoot, test);
    const panel = portalRoot.querySelector('[data-slot="modal-panel"]');
    if (panel) markTestMode(panel, test);
  });
  return <Dialog {...props} />;
}

/** A dialog component as a dialog module's `renderDialog`. */
export function dialogRenderer(Dialog: ComponentType<DialogProps>): DialogModule['renderDialog'] {
  return (container) => {
    const root = createRoot(container);
    return {
      render: (props) => root.render(<InMode Dialog={Dialog} {...props} />),
      unmount: () => root.unmount(),
    };
  };
}
