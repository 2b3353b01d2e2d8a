export { ComparePlans, type ComparePlansProps } from './ComparePlans.tsx';
