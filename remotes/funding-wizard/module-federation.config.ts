import { remoteFederation } from '../../scripts/vite/remoteConfig.ts';

export default remoteFederation({
  remote: 'funding-wizard',
  exposes: { './FundingWizard': './src/federated/FundingWizard.tsx' },
});
