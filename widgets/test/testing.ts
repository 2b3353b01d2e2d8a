// What other packages' tests may use of the widget tests' harness (the SDK's tests load the
// built widget files the same way): exported as @gw/widgets/testing.
export { inner, loadWidget } from './loadWidget.ts';
export { clearPage, firstUse, mountedRoot } from './page.ts';
