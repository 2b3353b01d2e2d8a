import { PageIntro } from '../../layout/PageIntro.tsx';
import { FeeEstimatorRemote } from '../../remotes/FeeEstimatorRemote.tsx';
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
        <InPageRemote
          component={FeeEstimatorRemote}
          props={{ defaultPct: 0 }}
          label="fee estimator"
          sizeClass="min-h-[31.5rem] sm:min-h-[26rem] lg:min-h-[21rem]"
        />
      </div>
    </>
  );
}
