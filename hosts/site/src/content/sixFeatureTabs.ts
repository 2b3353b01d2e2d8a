import { screenImage } from './images.ts';
import type { FeatureTab } from './types.ts';

export const dashboard: FeatureTab = {
  name: 'Dashboard',
  title: 'Every project at a glance',
  description:
    'See budget, spend, schedule and open issues for each project on one screen, or switch to the cluster view to follow a whole portfolio. Alerts for delayed tasks and overruns surface before they become problems.',
  image: screenImage(
    'dashboard',
    'Dashboard with budget, progress and delayed-task alerts for three projects',
  ),
};

export const performanceTracking: FeatureTab = {
  name: 'Performance Tracking',
  title: 'Progress measured against the plan',
  description:
    'Compare planned and actual progress for every phase. The schedule flags delayed tasks automatically and shows who is responsible, so you act the same day.',
  image: screenImage(
    'performance',
    'Schedule with planned and actual bars and a delayed-task alert',
  ),
};

export const budgetControl: FeatureTab = {
  name: 'Budget Control',
  title: 'Spend that never surprises you',
  description:
    'Set the budget by cost line, record every purchase and payment against it, and watch committed and actual spend in real time. Overruns are flagged as they start.',
  image: screenImage('budget', 'Budget chart comparing planned and actual spend by cost line'),
};

export const procurementManagement: FeatureTab = {
  name: 'Procurement Management',
  title: 'Materials ordered, delivered and counted',
  description:
    'Raise requests, compare quotes, approve orders and track deliveries to site. Inventory tracking shows what is on site and what has been used, so materials do not go missing.',
  image: screenImage(
    'procurement',
    'Procurement list with orders, quotes, delivery status and inventory',
  ),
};

export const communication: FeatureTab = {
  name: 'Communication',
  title: 'One thread for the whole project',
  description:
    'Owners, contractors, consultants and funders discuss the work where it happens: on the task, the order or the checklist. Team members join by e-mail invitation and see only what their role allows.',
  image: screenImage(
    'communication',
    'Project conversation with site photos, task links and approvals',
  ),
};

export const qualityAssurance: FeatureTab = {
  name: 'Quality Assurance',
  title: 'Checklists with approvals at every stage',
  description:
    'Use quality assurance checklists for each stage of work. Items are signed off with photos and approvals, and the documents are stored with the project for the life of the building.',
  image: screenImage(
    'quality',
    'Quality checklist with approved, pending and failed inspection items',
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
