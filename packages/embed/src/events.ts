import type { WidgetName } from './widgets.js';

/**
 * Every event a widget emits (the widgets' list is widgets/src/embed/events.ts; the test
 * oneList.test.ts keeps the two equal). Each is a CustomEvent on the widget's element that
 * bubbles and is composed, so a listener on `document` hears it too.
 */
export const events = [
  'gw:ready',
  'gw:open',
  'gw:close',
  'gw:submit',
  'gw:success',
  'gw:error',
  'gw:change',
  'gw:select',
  'gw:start',
  'gw:step',
] as const;

export type GroundworkEventName = (typeof events)[number];

/** `gw:ready`: the widget has rendered. */
export type ReadyDetail = { widget: WidgetName };

/** `gw:submit`: a form passed its checks and was sent. `fields` names them, never values. */
export type SubmitDetail = { widget: 'demo' | 'waitlist' | 'funding'; fields: string[] };

/**
 * `gw:success`: the lead was accepted. The waitlist's is cancelable and adds where the visitor
 * goes next (`path`, and `url` on the main site, which carry the visitor's name and e-mail).
 */
export type SuccessDetail =
  | { widget: 'demo' | 'funding' }
  | { widget: 'waitlist'; path: string; url: string };

/**
 * `gw:error`: the lead was refused or not sent (`saved`: it waits on the device; `failed`: it
 * could not be sent while the API answers, `mailto` the prepared e-mail, which holds what the
 * visitor typed), or a widget's form or file could not load (`message` alone).
 */
export type ErrorDetail = {
  message: string;
  saved?: boolean;
  failed?: boolean;
  mailto?: string | undefined;
};

/** `gw:change`: the fee estimator moved (amounts in NGN). */
export type ChangeDetail = { pct: number; projectCost: number; fee: number };

/** `gw:select`: the role picker's Continue; cancelable (default: go to `url`). */
export type SelectDetail = {
  role: 'lender' | 'developer' | 'owner';
  path: string;
  url: string;
};

/**
 * `gw:start`: the visitor began a form (demo, waitlist, funding): their first click, Tab or
 * keystroke in one of its fields. Once per form; again after a lead went through.
 */
export type StartDetail = { widget: 'demo' | 'waitlist' | 'funding' };

/**
 * `gw:step`: the funding wizard shows a step, on opening and at each Next or Back. `step`
 * counts from 1; `name` is its title: 'Company Details', 'Funding Details' or
 * 'Contact Person Details'.
 */
export type StepDetail = { step: number; name: string };

/** The `detail` of each event. */
export type GroundworkEventDetails = {
  'gw:ready': ReadyDetail;
  'gw:open': Record<string, never>;
  'gw:close': Record<string, never>;
  'gw:submit': SubmitDetail;
  'gw:success': SuccessDetail;
  'gw:error': ErrorDetail;
  'gw:change': ChangeDetail;
  'gw:select': SelectDetail;
  'gw:start': StartDetail;
  'gw:step': StepDetail;
};

/** Each event, as `addEventListener` hands it over. */
export type GroundworkEventMap = {
  [Name in GroundworkEventName]: CustomEvent<GroundworkEventDetails[Name]>;
};
