export { DemoModal, type DemoModalProps } from './DemoModal.tsx';
export { type DemoValues, emptyDemo } from './demoValues.ts';
export type { DemoOutcome } from './sendDemo.ts';
