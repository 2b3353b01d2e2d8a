export { DemoModal, type DemoModalProps } from './DemoModal.tsx';
export { type DemoValues, emptyDemo } from './demoValues.ts';
