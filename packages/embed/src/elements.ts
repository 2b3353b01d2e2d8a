import type { GroundworkEventMap } from './events.js';
import type { GroundworkGlobal } from './global.js';
import type { WidgetName } from './widgets.js';

/**
 * A widget's element (`<gw-demo>` …). Its attributes are plain attributes (setAttribute, or a
 * framework's props: see ./jsx); its events are typed on every element through the global
 * event maps below.
 */
export interface GroundworkElement<Name extends WidgetName = WidgetName> extends HTMLElement {
  /** Which widget this is (types only: read `localName` at run time). */
  readonly __widget?: Name;
}

declare global {
  interface HTMLElementTagNameMap {
    'gw-fee-estimator': GroundworkElement<'fee-estimator'>;
    'gw-role-picker': GroundworkElement<'role-picker'>;
    'gw-demo': GroundworkElement<'demo'>;
    'gw-waitlist': GroundworkElement<'waitlist'>;
    'gw-funding': GroundworkElement<'funding'>;
  }
  // Elements, the document and the window: the events bubble and are composed.
  interface GlobalEventHandlersEventMap extends GroundworkEventMap {}
  interface Window {
    /** Groundwork's widgets: undefined until a widget's script has booted. */
    Groundwork?: GroundworkGlobal;
  }
}
