import type { FeeEstimator } from '@gw/remote-fee-estimator';
import { createRemoteComponent } from './createRemoteComponent.tsx';

/** The exposed module './FeeEstimator', typed from the remote package itself. */
interface FeeEstimatorModule {
  FeeEstimator: typeof FeeEstimator;
}

/** The fee estimator, loaded at run time from the CDN (remotes.json key 'fee-estimator'). */
export const FeeEstimatorRemote = createRemoteComponent(
  'fee-estimator',
  './FeeEstimator',
  (module: FeeEstimatorModule) => module.FeeEstimator,
);
