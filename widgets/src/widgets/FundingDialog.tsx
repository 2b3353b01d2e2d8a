import { FundingWizard, fundingPrefillFields } from '@gw/remote-funding-wizard';
import { widgetEvents } from '../embed/events.ts';
import { type DialogProps, dialogRenderer } from './dialogRenderer.tsx';
import { leadEvents } from './leadEvents.ts';
import { useOpenAttribute } from './openAttribute.ts';
import { policyHref } from './policyHref.ts';
import { prefillValues } from './prefillValues.ts';

/** The funding widget's whole stylesheet, which comes with its dialog (dialogWidget.ts). */
export { default as css } from 'virtual:gw-widget-css';

/** The funding widget's dialog, its module loaded on first intent (FundingWidget.ts). */
function Dialog({ context, open, onOpenChange }: DialogProps) {
  useOpenAttribute(context.portalRoot, open);
  const { options } = context;
  return (
    <FundingWizard
      open={open}
      onOpenChange={onOpenChange}
      apiBase={options.api}
      // The partner's API serves POST /countries/states too; without `api`, the configured one.
      countriesBase={options.api}
      attribution={context.attribution}
      policyHref={policyHref}
      prefill={prefillValues(options.prefill, fundingPrefillFields)}
      portalRoot={context.portalRoot}
      {...leadEvents(context, 'funding')}
      // gw:step ({ step, name }): each step shown, counted from 1, with its title.
      onStep={(step, name) => context.emit(widgetEvents.step, { step, name })}
    />
  );
}

export const renderDialog = dialogRenderer(Dialog);
