import { remoteFederation } from '@gw/tooling/vite';

export default remoteFederation({
  remote: 'fee-estimator',
  exposes: { './FeeEstimator': './src/federated/FeeEstimator.tsx' },
  // No jotai: the estimator keeps its state in React, so the host need not send jotai.
  shared: ['react', 'react-dom'],
});
