export { FeeEstimatorWidget } from './FeeEstimatorWidget.tsx';
export { RolePickerWidget } from './RolePickerWidget.tsx';
