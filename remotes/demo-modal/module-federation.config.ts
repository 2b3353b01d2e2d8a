import { remoteFederation } from '../../scripts/vite/remoteConfig.ts';

export default remoteFederation({
  remote: 'demo-modal',
  exposes: { './DemoModal': './src/federated/DemoModal.tsx' },
});
