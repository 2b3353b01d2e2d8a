export { Flag, type FlagProps } from './Flag.tsx';
export { sizedFlag } from './sizedFlag.ts';
