export { annualPrice, type Billing, monthlyPrice, planPrice } from './planPrice.ts';
export { priceBasis } from './priceBasis.ts';
export { defaultUsers, userOptions } from './userOptions.ts';
