import { remoteFederation } from '../../scripts/vite/remoteConfig.ts';

export default remoteFederation({
  remote: 'role-picker',
  exposes: { './RolePicker': './src/federated/RolePicker.tsx' },
});
