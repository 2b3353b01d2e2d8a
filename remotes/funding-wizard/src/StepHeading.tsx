import { useEffect, useRef } from 'react';
import { fundingCopy as copy } from './copy.ts';

/** The step's title and subtitle; focus moves here when the step changes, so it is announced. */
export function StepHeading({ step }: { step: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) headingRef.current?.focus();
  }, [step]);
  const item = copy.steps[step];
  return (
    <div className="mt-6">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {item?.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{item?.subtitle}</p>
    </div>
  );
}
