// @groundwork/embed-react: thin React 19 components over Groundwork's script-tag widgets. The
// page (or a component's `src`) loads the widget's script; the components render its element.
export { loadWidget, ready } from '@groundwork/embed';
export { DemoButton, FeeEstimator, FundingButton, RolePicker, Waitlist } from './components.js';
export type {
  CommonProps,
  DemoButtonProps,
  DialogProps,
  FeeEstimatorProps,
  FundingButtonProps,
  LeadProps,
  RolePickerProps,
  WaitlistProps,
} from './props.js';
export { useGroundworkReady } from './useGroundworkReady.js';
