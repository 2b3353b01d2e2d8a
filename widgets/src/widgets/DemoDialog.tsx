import { DemoModal } from '@gw/remote-demo-modal';
import { demoFields } from './demoFields.ts';
import { type DialogProps, dialogRenderer } from './dialogRenderer.tsx';
import { leadEvents } from './leadEvents.ts';
import { useOpenAttribute } from './openAttribute.ts';
import { policyHref } from './policyHref.ts';
import { prefillValues } from './prefillValues.ts';

/** The demo widget's whole stylesheet, which comes with its dialog (dialogWidget.ts). */
export { default as css } from 'virtual:gw-widget-css';

/** The demo widget's dialog, its module loaded on first intent (DemoWidget.ts). */
function Dialog({ context, open, onOpenChange }: DialogProps) {
  useOpenAttribute(context.portalRoot, open);
  return (
    <DemoModal
      open={open}
      onOpenChange={onOpenChange}
      apiBase={context.options.api}
      attribution={context.attribution}
      policyHref={policyHref}
      portalRoot={context.portalRoot}
      prefill={prefillValues(context.options.prefill, demoFields)}
      {...leadEvents(context, 'demo')}
    />
  );
}

export const renderDialog = dialogRenderer(Dialog);
