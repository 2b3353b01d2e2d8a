import { remoteFederation } from '@gw/tooling/vite';

export default remoteFederation({
  remote: 'role-picker',
  exposes: { './RolePicker': './src/federated/RolePicker.tsx' },
});
