export { HowItWorks, type HowItWorksProps } from './HowItWorks.tsx';
