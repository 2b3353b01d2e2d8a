export { FeatureTabs, type FeatureTabsProps } from './FeatureTabs.tsx';
