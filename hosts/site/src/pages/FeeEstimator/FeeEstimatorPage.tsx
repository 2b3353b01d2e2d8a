import { PageIntro } from '../../layout/PageIntro.tsx';
import { InPageRemote } from '../../remotes/InPageRemote.tsx';

/** The fee estimator page: the estimator is a remote, loaded when this route shows. */
export function FeeEstimatorPage() {
  return (
    <>
      <PageIntro
        title="Fee estimator"
        lead="See what delivering your project costs before you start, in naira."
      />
      <div className="mx-auto max-w-[1200px] px-5 pb-20">
        <InPageRemote remote="fee-estimator" props={{ defaultPct: 0 }} />
      </div>
    </>
  );
}
