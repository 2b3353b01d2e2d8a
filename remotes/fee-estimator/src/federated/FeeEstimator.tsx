import { FeeEstimator as Estimator, type FeeEstimatorProps } from '../FeeEstimator.tsx';
import '@gw/tooling/remote.css';

/** The federated entry: the component inside the remote's style scope (see remote.css). */
export function FeeEstimator(props: FeeEstimatorProps) {
  return (
    <div className="gw-remote" data-gw-remote="fee-estimator">
      <Estimator {...props} />
    </div>
  );
}
