import css from 'virtual:gw-widget-css';
import { FundingWizard, fundingPrefillFields } from '@gw/remote-funding-wizard';
import { widgetEvents } from '../embed/events.ts';
import { replaceStyles } from '../embed/styles.ts';
import type { DialogProps } from './lazyDialog.ts';
import { prefillValues } from './prefillValues.ts';

// The whole widget's stylesheet comes with its dialog: the first load has the launcher's only.
replaceStyles('funding', css);

/** The funding widget's dialog, its module loaded on first intent (FundingWidget.tsx). */
export function FundingDialog({ context, open, onOpenChange }: DialogProps) {
  const { emit, options } = context;
  return (
    <FundingWizard
      open={open}
      onOpenChange={onOpenChange}
      apiBase={options.api}
      // The partner's API serves POST /countries/states too; without `api`, the configured one.
      countriesBase={options.api}
      attribution={context.attribution}
      prefill={prefillValues(options.prefill, fundingPrefillFields)}
      portalRoot={context.portalRoot}
      onSend={(fields) => emit(widgetEvents.submit, { widget: 'funding', fields })}
      onResult={({ ok, saved, message }) =>
        ok
          ? emit(widgetEvents.success, { widget: 'funding' })
          : emit(widgetEvents.error, { message, saved })
      }
    />
  );
}
