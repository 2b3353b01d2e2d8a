export { Benefits, type BenefitsProps } from './Benefits.tsx';
