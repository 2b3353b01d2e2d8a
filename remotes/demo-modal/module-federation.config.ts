import { remoteFederation } from '@gw/tooling/vite';

export default remoteFederation({
  remote: 'demo-modal',
  exposes: { './DemoModal': './src/federated/DemoModal.tsx' },
});
