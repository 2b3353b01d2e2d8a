import { remoteFederation } from '@gw/tooling/vite';

export default remoteFederation({
  remote: 'waitlist-form',
  // The atom is exposed too: the host's calendar page reads the lead the form saved (jotai is shared).
  exposes: {
    './WaitlistForm': './src/federated/WaitlistForm.tsx',
    './scheduleAtom': './src/scheduleAtom.ts',
  },
});
