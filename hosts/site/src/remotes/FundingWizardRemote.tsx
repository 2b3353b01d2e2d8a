import type { FundingWizard } from '@gw/remote-funding-wizard';
import { createRemoteComponent } from './createRemoteComponent.tsx';

/** The exposed module './FundingWizard', typed from the remote package itself. */
interface FundingWizardModule {
  FundingWizard: typeof FundingWizard;
}

/** The 3-step funding application, loaded at run time (remotes.json key 'funding-wizard'). */
export const FundingWizardRemote = createRemoteComponent(
  'funding-wizard',
  './FundingWizard',
  (module: FundingWizardModule) => module.FundingWizard,
);
