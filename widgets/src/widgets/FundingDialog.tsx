import { FundingWizard, fundingPrefillFields } from '@gw/remote-funding-wizard';
import { type DialogProps, dialogRenderer } from './dialogRenderer.tsx';
import { leadEvents } from './leadEvents.ts';
import { policyHref } from './policyHref.ts';
import { prefillValues } from './prefillValues.ts';

/** The funding widget's whole stylesheet, which comes with its dialog (dialogWidget.ts). */
export { default as css } from 'virtual:gw-widget-css';

/** The funding widget's dialog, its module loaded on first intent (FundingWidget.ts). */
function Dialog({ context, open, onOpenChange }: DialogProps) {
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
      {...leadEvents(context.emit, 'funding')}
    />
  );
}

export const renderDialog = dialogRenderer(Dialog);
