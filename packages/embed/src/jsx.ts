// React 19 JSX types for the widgets' elements: `import '@groundwork/embed/jsx'` once (a .d.ts
// or your entry). React 19 keeps IntrinsicElements in `React.JSX`, which this augments.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { GroundworkElement } from './elements.js';
import type { WidgetAttributes, WidgetName } from './widgets.js';

/** `<gw-name>`'s props: its attributes, typed, beside the usual HTML ones (`id`, `className`, `ref`…). */
export type GroundworkElementProps<Name extends WidgetName> = WidgetAttributes<Name> &
  Omit<
    DetailedHTMLProps<HTMLAttributes<GroundworkElement<Name>>, GroundworkElement<Name>>,
    keyof WidgetAttributes<Name>
  >;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'gw-fee-estimator': GroundworkElementProps<'fee-estimator'>;
      'gw-role-picker': GroundworkElementProps<'role-picker'>;
      'gw-demo': GroundworkElementProps<'demo'>;
      'gw-waitlist': GroundworkElementProps<'waitlist'>;
      'gw-funding': GroundworkElementProps<'funding'>;
    }
  }
}
