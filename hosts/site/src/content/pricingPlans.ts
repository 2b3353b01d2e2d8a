import { authPaths, authUrl, pricing, programme } from '@gw/config';
import { priceBasis } from '../pricing/priceBasis.ts';
import type { PricingPlan } from './types.ts';

const { free, basic, pro, enterprise } = pricing.plans;

/** The label on the chosen plan's card ('Choosing a plan highlights its card', spec §4). */
export const chosenPlanLabel = 'Selected';

/** Plan cards of the pricing pages (spec §3, §9); amounts come from @gw/config. */
export const pricingPlans: PricingPlan[] = [
  {
    id: 'free',
    title: free.title,
    amount: free.baseAmount,
    user: free.users,
    type: 'For trying the platform on one project',
    benefits: [
      free.projects,
      `${free.storage} storage`,
      free.users,
      'Dashboard and budget tracking',
    ],
    buttonTitle: 'Start for free',
    baseAmount: free.baseAmount,
    hasDropdown: false,
    href: authUrl(authPaths.ownerSignUp),
    external: true,
  },
  {
    id: 'basic',
    title: basic.title,
    amount: basic.baseAmount,
    // 'per user' (spec §9), with its amount: the card writes it for the chosen period.
    user: priceBasis('basic', 'monthly') ?? basic.users,
    type: 'For owners running their own builds',
    benefits: [
      basic.projects,
      `${basic.storage} storage`,
      'Scheduling with delayed-task alerts',
      'Procurement and inventory tracking',
    ],
    buttonTitle: 'Choose Basic',
    baseAmount: basic.baseAmount,
    hasDropdown: true,
    href: authUrl(authPaths.ownerSignUp),
    external: true,
  },
  {
    id: 'pro',
    title: pro.title,
    amount: pro.baseAmount,
    // Spec §9's rule in users ('per project' beside a users dropdown read as a contradiction).
    user: priceBasis('pro', 'monthly') ?? pro.users,
    type: 'Premium: for teams that want verified contractors',
    benefits: [
      pro.projects,
      `${pro.storage} storage`,
      `A shortlist of ${programme.premiumShortlist} verified contractors`,
      'Quality assurance checklists with approvals',
      'Online competitive bidding',
    ],
    buttonTitle: 'Choose Pro',
    baseAmount: pro.baseAmount,
    hasDropdown: true,
    href: authUrl(authPaths.ownerSignUp),
    external: true,
  },
  {
    id: 'enterprise',
    title: enterprise.title,
    amount: enterprise.baseAmount,
    user: enterprise.users,
    type: 'For organisations with a portfolio of projects',
    benefits: [
      enterprise.projects,
      `${enterprise.storage} storage`,
      'Cluster view across every project',
      'Role-based access for partners and auditors',
      'Project monitoring by deployed professionals',
    ],
    buttonTitle: 'Contact sales',
    baseAmount: enterprise.baseAmount,
    hasDropdown: false,
    href: '/contact',
  },
];
