import { remoteFederation, sharedSingletons } from '@gw/tooling/vite';

const federation = remoteFederation({
  remote: 'waitlist-form',
  // The atom is exposed too: the host's calendar page reads the lead the form saved (jotai is shared).
  exposes: {
    './WaitlistForm': './src/federated/WaitlistForm.tsx',
    './scheduleAtom': './src/scheduleAtom.ts',
  },
});

export default {
  ...federation,
  shared: {
    ...sharedSingletons,
    // The schedule atom is made with jotai/utils: shared as well, so the remote takes the host's
    // copy, built on the host's jotai, instead of loading a second jotai core for it.
    'jotai/utils': sharedSingletons.jotai,
  },
};
