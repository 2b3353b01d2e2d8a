// @groundwork/embed: the types of Groundwork's script-tag widgets (elements, attributes, events,
// window.Groundwork) and two helpers. React 19 JSX types: `@groundwork/embed/jsx`.
import './elements.js';

export type { GroundworkElement } from './elements.js';
export {
  type ChangeDetail,
  type ErrorDetail,
  events,
  type GroundworkEventDetails,
  type GroundworkEventMap,
  type GroundworkEventName,
  type ReadyDetail,
  type SelectDetail,
  type StartDetail,
  type StepDetail,
  type SubmitDetail,
  type SuccessDetail,
} from './events.js';
export type { GroundworkGlobal, MountOptions, WidgetHandle } from './global.js';
export { loadWidget } from './loadWidget.js';
export { ready } from './ready.js';
export {
  type AllAttributes,
  type AttributeName,
  type DialogWidgetName,
  type ElementName,
  type WidgetAttributes,
  type WidgetName,
  type WidgetOf,
  widgets,
} from './widgets.js';
