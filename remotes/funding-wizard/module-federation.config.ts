import { remoteFederation } from '@gw/tooling/vite';

export default remoteFederation({
  remote: 'funding-wizard',
  exposes: { './FundingWizard': './src/federated/FundingWizard.tsx' },
});
