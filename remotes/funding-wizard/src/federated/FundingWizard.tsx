import { usePortalScope } from '@gw/ui';
import { type FundingWizardProps, FundingWizard as Wizard } from '../FundingWizard.tsx';
import '@gw/tooling/remote.css';

/** The federated entry: dialog and toasts portal into a body-level element in the remote's scope. */
export function FundingWizard(props: FundingWizardProps) {
  const portalRoot = usePortalScope('funding-wizard', props.portalRoot);
  // Rendered once the scope exists, so the dialog never flashes unstyled in document.body.
  return portalRoot ? <Wizard {...props} portalRoot={portalRoot} /> : null;
}
