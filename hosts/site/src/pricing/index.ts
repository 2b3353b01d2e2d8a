export { annualPrice, type Billing, monthlyPrice, planPrice } from './planPrice.ts';
export { defaultUsers, userOptions } from './userOptions.ts';
