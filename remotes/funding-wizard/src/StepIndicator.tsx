import { cx } from '@gw/ui';
import { fundingCopy as copy } from './copy.ts';

/** Where the visitor is among the three steps; the current one carries aria-current="step". */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol aria-label={copy.progressLabel} data-slot="step-indicator" className="flex gap-2">
      {copy.steps.map((item, index) => (
        <li
          key={item.title}
          aria-current={index === step ? 'step' : undefined}
          data-state={index < step ? 'done' : index === step ? 'current' : 'upcoming'}
          className="flex flex-1 flex-col gap-2 text-xs font-medium text-muted data-[state=current]:text-primary data-[state=done]:text-ink"
        >
          <span
            aria-hidden="true"
            className={cx('h-1 rounded-full', index <= step ? 'bg-primary' : 'bg-line')}
          />
          <span>
            <span className="sr-only">Step </span>
            {index + 1}. {item.title}
          </span>
        </li>
      ))}
    </ol>
  );
}
