export { BillingToggle, type BillingToggleProps } from './BillingToggle.tsx';
export { PlanCard, type PlanCardProps } from './PlanCard.tsx';
export { PricingPlans, type PricingPlansProps } from './PricingPlans.tsx';
