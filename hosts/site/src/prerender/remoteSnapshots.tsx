import { FeeEstimator, type FeeEstimatorProps } from '@gw/remote-fee-estimator';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageRemoteKey } from '../remotes/registry.ts';
import type { RenderSnapshot } from '../remotes/remoteSnapshot.ts';

/**
 * The page remotes whose first render the prerender writes into the page (issue 14: the fee
 * estimator's card was the page's largest content and painted only once its remote had loaded).
 * The markup is the federated entry's: the remote's root inside its style scope. The site's
 * stylesheet holds the classes it uses (app.css sources the remote).
 */
function renderSnapshot(remote: PageRemoteKey, props: object): string | undefined {
  if (remote !== 'fee-estimator') return undefined;
  return renderToStaticMarkup(
    <div className="gw-remote" data-gw-remote="fee-estimator">
      <FeeEstimator {...(props as FeeEstimatorProps)} />
    </div>,
    // Its ids must not meet the page's own (useId counts from the root in each render).
    { identifierPrefix: `${remote}-snapshot-` },
  );
}

/**
 * Renders a page in two passes when it shows page remotes: the first records which remotes (and
 * props) it asks for, their snapshots are rendered between the passes (React cannot render a
 * tree while rendering another), and the second pass writes them in.
 */
export function withRemoteSnapshots(render: (snapshots: RenderSnapshot) => string): string {
  const asked = new Map<string, { remote: PageRemoteKey; props: object }>();
  const key = (remote: PageRemoteKey, props: object) => `${remote} ${JSON.stringify(props)}`;
  const first = render((remote, props) => {
    asked.set(key(remote, props), { remote, props });
    return undefined;
  });
  if (asked.size === 0) return first;
  const ready = new Map(
    [...asked].map(([id, { remote, props }]) => [id, renderSnapshot(remote, props)]),
  );
  return render((remote, props) => ready.get(key(remote, props)));
}
