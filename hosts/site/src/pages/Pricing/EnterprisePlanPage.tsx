import { pricing } from '@gw/config';
import { PlanPage } from './PlanPage.tsx';

/** /pricing/enterprise: the plans with Enterprise chosen. */
export function EnterprisePlanPage() {
  const plan = pricing.plans.enterprise;
  return (
    <PlanPage
      plan="enterprise"
      highlight={
        <p>
          <strong>Enterprise:</strong> {plan.projects.toLowerCase()}, {plan.storage} of storage, a
          cluster view of your whole portfolio and a project monitoring service with deployed
          professionals. Talk to us for a price that fits your portfolio.
        </p>
      }
    />
  );
}
