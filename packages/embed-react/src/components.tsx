import type { GroundworkEventMap, SuccessDetail } from '@groundwork/embed';
import { useRef } from 'react';
import type {
  CommonProps,
  DemoButtonProps,
  DialogProps,
  FeeEstimatorProps,
  FundingButtonProps,
  LeadProps,
  RolePickerProps,
  WaitlistProps,
} from './props.js';
import { useLoadWidget } from './useLoadWidget.js';
import { useWidgetEvents } from './useWidgetEvents.js';

/** A dialog widget's attributes from its props: `open` only when controlled and true. */
function dialogAttributes({ open, label, launcher }: DialogProps) {
  return {
    open: open === true ? true : undefined,
    label,
    launcher: launcher === false ? 'false' : undefined,
  } as const;
}

/** gw:open and gw:close as onOpenChange. */
function openListeners(onOpenChange: DialogProps['onOpenChange']) {
  return onOpenChange
    ? { 'gw:open': () => onOpenChange(true), 'gw:close': () => onOpenChange(false) }
    : {};
}

/** What every lead form's page hears: ready, start, submit, success and error. */
function leadListeners(
  props: CommonProps & LeadProps & { onSuccess?: (detail: SuccessDetail) => void },
) {
  const { onReady, onStart, onSubmit, onSuccess, onError } = props;
  return {
    'gw:ready': onReady && (() => onReady()),
    'gw:start': onStart && ((event: GroundworkEventMap['gw:start']) => onStart(event.detail)),
    'gw:submit': onSubmit && ((event: GroundworkEventMap['gw:submit']) => onSubmit(event.detail)),
    'gw:success':
      onSuccess && ((event: GroundworkEventMap['gw:success']) => onSuccess(event.detail)),
    'gw:error': onError && ((event: GroundworkEventMap['gw:error']) => onError(event.detail)),
  };
}

/** `<gw-fee-estimator>`: the fee estimator, in the page. */
export function FeeEstimator({
  src,
  partner,
  mode,
  value,
  onChange,
  onReady,
  ...html
}: FeeEstimatorProps) {
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    'gw:ready': onReady && (() => onReady()),
    'gw:change': onChange && ((event) => onChange(event.detail)),
  });
  return <gw-fee-estimator ref={ref} partner={partner} mode={mode} value={value} {...html} />;
}

/** `<gw-demo>`: the 'Book a Demo' launcher and its dialog. */
export function DemoButton(props: DemoButtonProps) {
  const { src, partner, mode, api, prefill, id, className, style } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, { ...openListeners(props.onOpenChange), ...leadListeners(props) });
  return (
    <gw-demo
      ref={ref}
      {...{ id, className, style, partner, mode, api, ...prefill, ...dialogAttributes(props) }}
    />
  );
}

/** `<gw-funding>`: the 'Apply for Funding' launcher and its three-step dialog. */
export function FundingButton(props: FundingButtonProps) {
  const { src, partner, mode, api, prefill, id, className, style, onStep } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    ...openListeners(props.onOpenChange),
    ...leadListeners(props),
    'gw:step': onStep && ((event) => onStep(event.detail)),
  });
  return (
    <gw-funding
      ref={ref}
      {...{ id, className, style, partner, mode, api, ...prefill, ...dialogAttributes(props) }}
    />
  );
}

/** `<gw-waitlist>`: the waitlist form, in the page. */
export function Waitlist(props: WaitlistProps) {
  const { src, partner, mode, api, prefill, id, className, style } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  const { heading, defaultCountry, onSuccess } = props;
  useWidgetEvents(ref, {
    ...leadListeners({ ...props, onSuccess: undefined }),
    // The waitlist's page may cancel its own navigation to the welcome page: it gets the event.
    'gw:success': onSuccess && ((event) => onSuccess(event.detail, event)),
  });
  return (
    <gw-waitlist
      ref={ref}
      {...{ id, className, style, partner, mode, api, heading, ...prefill }}
      default-country={defaultCountry}
    />
  );
}

/** `<gw-role-picker>`: the 'Learn More' launcher and its 'I am a...' dialog. */
export function RolePicker(props: RolePickerProps) {
  const { src, partner, mode, onReady, onSelect, id, className, style } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    ...openListeners(props.onOpenChange),
    'gw:ready': onReady && (() => onReady()),
    'gw:select': onSelect && ((event) => onSelect(event.detail, event)),
  });
  return (
    <gw-role-picker
      ref={ref}
      {...{ id, className, style, partner, mode, ...dialogAttributes(props) }}
    />
  );
}
