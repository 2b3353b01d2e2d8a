import { claims } from '@gw/config';
import { screenImage } from './images.ts';
import type { FeatureTab } from './types.ts';

const dashboard: FeatureTab = {
  name: 'Dashboard',
  title: 'Every project at a glance',
  description:
    'See budget, spend, schedule and open issues for each project on one screen, or switch to the cluster view to follow a whole portfolio. Alerts for delayed tasks and overruns surface before they become problems.',
  image: screenImage(
    'dashboard',
    'Dashboard with budget, progress and delayed-task alerts for three projects',
  ),
};

const performanceTracking: FeatureTab = {
  name: 'Performance Tracking',
  title: 'Progress measured against the plan',
  description:
    'Compare planned and actual progress for every phase. The schedule flags delayed tasks automatically and shows who is responsible, so you act the same day.',
  image: screenImage(
    'performance',
    'Schedule with planned and actual bars and a delayed-task alert',
  ),
};

const budgetControl: FeatureTab = {
  name: 'Budget Control',
  title: 'Spend that never surprises you',
  description:
    'Set the budget by cost line, record every purchase and payment against it, and watch committed and actual spend in real time. Overruns are flagged as they start.',
  image: screenImage('budget', 'Budget chart comparing planned and actual spend by cost line'),
};

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

const procurementManagement: FeatureTab = {
  name: 'Procurement Management',
  title: 'Materials ordered, delivered and counted',
  description:
    'Raise requests, compare quotes, approve orders and track deliveries to site. Inventory tracking shows what is on site and what has been used, so materials do not go missing.',
  image: screenImage(
    'procurement',
    'Procurement list with orders, quotes, delivery status and inventory',
  ),
};

const communication: FeatureTab = {
  name: 'Communication',
  title: 'One thread for the whole project',
  description:
    'Owners, contractors, consultants and funders discuss the work where it happens: on the task, the order or the checklist. Team members join by e-mail invitation and see only what their role allows.',
  image: screenImage(
    'communication',
    'Project conversation with site photos, task links and approvals',
  ),
};

const qualityAssurance: FeatureTab = {
  name: 'Quality Assurance',
  title: 'Checklists with approvals at every stage',
  description:
    'Use quality assurance checklists for each stage of work. Items are signed off with photos and approvals, and the documents are stored with the project for the life of the building.',
  image: screenImage(
    'quality',
    'Quality checklist with approved, pending and failed inspection items',
  ),
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

/** The six-tab set (spec §3): home and project owners. */
export const sixFeatureTabs: FeatureTab[] = [
  dashboard,
  performanceTracking,
  budgetControl,
  procurementManagement,
  communication,
  qualityAssurance,
];

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
