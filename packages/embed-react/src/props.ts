import '@groundwork/embed/jsx';
import type {
  ChangeDetail,
  ErrorDetail,
  GroundworkEventMap,
  SelectDetail,
  StartDetail,
  StepDetail,
  SubmitDetail,
  SuccessDetail,
  WidgetAttributes,
} from '@groundwork/embed';
import type { CSSProperties } from 'react';

/** What every component takes besides its widget's own props. */
export type CommonProps = {
  /** Your attribution id, stored with every lead. */
  partner?: string;
  /** `'test'`: test mode (a "Test mode" mark; leads stored as tests, out of the inbox). */
  mode?: 'test';
  /** The widget file's address: given, the component adds the script; otherwise your page does. */
  src?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** The widget has rendered (gw:ready). */
  onReady?: () => void;
};

/** A lead form's props: where it sends, and what the page hears of the lead. */
export type LeadProps = {
  /** The API base URL, if Groundwork gave you a dedicated one. */
  api?: string;
  /** The visitor began the form (gw:start): their first click, Tab or keystroke in a field. */
  onStart?: (detail: StartDetail) => void;
  /** The form passed its checks and was sent: the names of the fields it carries. */
  onSubmit?: (detail: SubmitDetail) => void;
  /** The lead was refused or not sent. */
  onError?: (detail: ErrorDetail) => void;
};

/** A dialog widget's props: its launcher and its `open` state, controlled or not. */
export type DialogProps = {
  /** Controlled: the dialog is open while this is true. Without it, the launcher decides. */
  open?: boolean;
  /** The dialog opened (true) or closed (false): gw:open, gw:close. */
  onOpenChange?: (open: boolean) => void;
  /** Text of the launcher button. */
  label?: string;
  /** `false` hides the launcher: your page opens the dialog with `open`. */
  launcher?: boolean;
};

export type FeeEstimatorProps = CommonProps & {
  /** Where the slider starts, 0–100. */
  value?: number;
  onChange?: (detail: ChangeDetail) => void;
};

type Prefill<Name extends 'demo' | 'waitlist' | 'funding'> = Omit<
  WidgetAttributes<Name>,
  'partner' | 'mode' | 'api' | 'open' | 'label' | 'launcher' | 'heading' | 'default-country'
>;

export type DemoButtonProps = CommonProps &
  LeadProps &
  DialogProps & {
    /** Starts the form with your visitor's details, by attribute name (`first-name`, …). */
    prefill?: Prefill<'demo'>;
    onSuccess?: (detail: SuccessDetail) => void;
  };

export type FundingButtonProps = CommonProps &
  LeadProps &
  DialogProps & {
    prefill?: Prefill<'funding'>;
    onSuccess?: (detail: SuccessDetail) => void;
    /** A step is shown (gw:step): `step` from 1, `name` its title. */
    onStep?: (detail: StepDetail) => void;
  };

export type WaitlistProps = CommonProps &
  LeadProps & {
    prefill?: Prefill<'waitlist'>;
    /** `"none"` drops the form's heading (your page has one); another text replaces it. */
    heading?: string;
    /** An ISO 3166-1 code (`"NG"`): the phone's dial code and the resident country. */
    defaultCountry?: string;
    /** Cancelable: call `event.preventDefault()` to keep the visitor on your page. */
    onSuccess?: (detail: SuccessDetail, event: GroundworkEventMap['gw:success']) => void;
  };

export type RolePickerProps = CommonProps &
  DialogProps & {
    /** Cancelable: call `event.preventDefault()` to route the visitor yourself. */
    onSelect?: (detail: SelectDetail, event: GroundworkEventMap['gw:select']) => void;
  };
