import { type PlanId, pricing, programme } from '@gw/config';
import type { Availability, CompareRow } from './types.ts';

const { free, basic, pro, enterprise } = pricing.plans;

/** One value per plan in the table's column order (Free, Basic, Pro, Enterprise). */
function per(
  freeValue: Availability,
  basicValue: Availability,
  proValue: Availability,
  enterpriseValue: Availability,
): Record<PlanId, Availability> {
  return { free: freeValue, basic: basicValue, pro: proValue, enterprise: enterpriseValue };
}

/** Compare-plans rows (spec §3, §9). Limits come from @gw/config. */
export const compareRows: CompareRow[] = [
  {
    feature: 'Projects and storage',
    subFeatures: [
      {
        name: 'Projects',
        availability: per(free.projects, basic.projects, pro.projects, enterprise.projects),
      },
      {
        name: 'Document storage',
        availability: per(free.storage, basic.storage, pro.storage, enterprise.storage),
      },
      { name: 'Users', availability: per(free.users, 'Up to 10', 'Up to 10', 'Unlimited') },
    ],
  },
  {
    feature: 'Project management',
    subFeatures: [
      { name: 'Dashboard', availability: per(true, true, true, true) },
      { name: 'Budget and cost control', availability: per(true, true, true, true) },
      { name: 'Scheduling with delayed-task alerts', availability: per(false, true, true, true) },
      { name: 'Procurement and inventory tracking', availability: per(false, true, true, true) },
      { name: 'Quality assurance checklists', availability: per(false, false, true, true) },
      { name: 'Cluster (portfolio) view', availability: per(false, false, false, true) },
    ],
  },
  {
    feature: 'Contractors and bidding',
    subFeatures: [
      { name: 'Access to verified contractors', availability: per(true, true, true, true) },
      {
        name: 'Contractor shortlist',
        availability: per(false, false, `${programme.premiumShortlist} contractors`, 'Custom'),
      },
      { name: 'Online competitive bidding', availability: per(false, false, true, true) },
    ],
  },
  {
    feature: 'Collaboration and support',
    subFeatures: [
      { name: 'Team invitations by e-mail', availability: per(false, true, true, true) },
      {
        name: 'Role-based permissions',
        availability: per(false, 'Standard roles', 'Standard roles', 'Custom roles'),
      },
      { name: 'Reporting', availability: per(false, true, true, true) },
      { name: 'Project monitoring service', availability: per(false, false, false, true) },
      { name: 'Support', availability: per('E-mail', 'E-mail', 'Priority', 'Dedicated manager') },
    ],
  },
];
