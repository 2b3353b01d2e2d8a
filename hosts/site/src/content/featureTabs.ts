import { claims } from '@gw/config';
import { screenImage } from './images.ts';
import {
  budgetControl,
  communication,
  dashboard,
  performanceTracking,
  procurementManagement,
  qualityAssurance,
} from './sixFeatureTabs.ts';
import type { FeatureTab } from './types.ts';

export { sixFeatureTabs } from './sixFeatureTabs.ts';

const costControl: FeatureTab = {
  ...budgetControl,
  name: 'Cost Control',
  title: 'Costs held to the budget you approved',
  description:
    'Track material and labour costs against the approved budget, compare supplier prices and approve spending before it happens. Every naira is accounted for.',
};

const budgetTracking: FeatureTab = {
  ...budgetControl,
  name: 'Budget Tracking',
  title: 'Know where every disbursement went',
  description:
    'Follow each disbursement from release to the cost lines it paid for. Budget against actual spend is live for every project you fund, so variances show before the next draw.',
};

const qualityManagement: FeatureTab = {
  ...qualityAssurance,
  name: 'Quality Management',
  title: 'Standards you can prove',
  description:
    'Run inspections from shared checklists, record findings with photos, and require approval before work continues. Every result is stored with the project documents.',
};

const bid: FeatureTab = {
  name: 'Bid',
  title: 'Tenders without the paperwork',
  description:
    'Online competitive bidding automates the tender process, from invitations to bid through receiving and analysing bids. Compare prices, timelines and ratings side by side.',
  image: screenImage(
    'bid',
    'Bid comparison table with three contractors, prices, timelines and ratings',
  ),
};

const verifiedVendors: FeatureTab = {
  name: 'Verified Vendors',
  title: 'A curated pool of verified professionals',
  description:
    'Find contractors, consultants and suppliers who have been verified before joining and are rated on every project they deliver.',
  image: screenImage('vendors', 'Directory of verified contractors and suppliers with ratings'),
};

const reporting: FeatureTab = {
  name: 'Reporting',
  title: 'Reports ready when you need them',
  description: `Generate progress, budget and quality reports for a project or a whole portfolio in a few clicks, and share them with partners and auditors. New projects can be created in under ${claims.createProjectMinutes} minutes and report from day one.`,
  image: screenImage(
    'reporting',
    'Portfolio report with progress, budget variance and milestone charts',
  ),
};

/** The five-tab set (spec §3): enterprise owners, developers and contractors. */
export const fiveFeatureTabs: FeatureTab[] = [
  dashboard,
  costControl,
  procurementManagement,
  qualityManagement,
  communication,
];

/** The consultant page's five features (spec §2). */
export const consultantFeatureTabs: FeatureTab[] = [
  dashboard,
  bid,
  procurementManagement,
  qualityManagement,
  verifiedVendors,
];

/** The lender page's seven features (spec §2). */
export const lenderFeatureTabs: FeatureTab[] = [
  dashboard,
  performanceTracking,
  budgetTracking,
  procurementManagement,
  communication,
  qualityAssurance,
  reporting,
];
