import css from 'virtual:gw-widget-css';
import { DemoModal } from '@gw/remote-demo-modal';
import { widgetEvents } from '../embed/events.ts';
import { replaceStyles } from '../embed/styles.ts';
import { demoFields } from './demoFields.ts';
import type { DialogProps } from './lazyDialog.ts';
import { prefillValues } from './prefillValues.ts';

// The whole widget's stylesheet comes with its dialog: the first load has the launcher's only.
replaceStyles('demo', css);

/** The demo widget's dialog, its module loaded on first intent (DemoWidget.tsx). */
export function DemoDialog({ context, open, onOpenChange }: DialogProps) {
  const { emit } = context;
  return (
    <DemoModal
      open={open}
      onOpenChange={onOpenChange}
      apiBase={context.options.api}
      attribution={context.attribution}
      portalRoot={context.portalRoot}
      prefill={prefillValues(context.options.prefill, demoFields)}
      onSend={(fields) => emit(widgetEvents.submit, { widget: 'demo', fields })}
      onResult={({ ok, saved, message }) =>
        ok
          ? emit(widgetEvents.success, { widget: 'demo' })
          : emit(widgetEvents.error, { message, saved })
      }
    />
  );
}
