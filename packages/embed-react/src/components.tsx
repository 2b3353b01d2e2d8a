import { useRef } from 'react';
import type {
  DemoButtonProps,
  DialogProps,
  FeeEstimatorProps,
  FundingButtonProps,
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
  const {
    src,
    partner,
    mode,
    api,
    prefill,
    onReady,
    onSubmit,
    onSuccess,
    onError,
    id,
    className,
    style,
  } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    ...openListeners(props.onOpenChange),
    'gw:ready': onReady && (() => onReady()),
    'gw:start': props.onStart && ((event) => props.onStart?.(event.detail)),
    'gw:submit': onSubmit && ((event) => onSubmit(event.detail)),
    'gw:success': onSuccess && ((event) => onSuccess(event.detail)),
    'gw:error': onError && ((event) => onError(event.detail)),
  });
  return (
    <gw-demo
      ref={ref}
      {...{ id, className, style, partner, mode, api, ...prefill, ...dialogAttributes(props) }}
    />
  );
}

/** `<gw-funding>`: the 'Apply for Funding' launcher and its three-step dialog. */
export function FundingButton(props: FundingButtonProps) {
  const {
    src,
    partner,
    mode,
    api,
    prefill,
    onReady,
    onSubmit,
    onSuccess,
    onError,
    id,
    className,
    style,
  } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    ...openListeners(props.onOpenChange),
    'gw:ready': onReady && (() => onReady()),
    'gw:start': props.onStart && ((event) => props.onStart?.(event.detail)),
    'gw:submit': onSubmit && ((event) => onSubmit(event.detail)),
    'gw:success': onSuccess && ((event) => onSuccess(event.detail)),
    'gw:error': onError && ((event) => onError(event.detail)),
    'gw:step': props.onStep && ((event) => props.onStep?.(event.detail)),
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
  const {
    src,
    partner,
    mode,
    api,
    prefill,
    onReady,
    onSubmit,
    onSuccess,
    onError,
    id,
    className,
    style,
  } = props;
  const ref = useRef<HTMLElement>(null);
  useLoadWidget(src);
  useWidgetEvents(ref, {
    'gw:ready': onReady && (() => onReady()),
    'gw:start': props.onStart && ((event) => props.onStart?.(event.detail)),
    'gw:submit': onSubmit && ((event) => onSubmit(event.detail)),
    'gw:success': onSuccess && ((event) => onSuccess(event.detail, event)),
    'gw:error': onError && ((event) => onError(event.detail)),
  });
  const { heading, defaultCountry } = props;
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
