import { type ReactNode, useId, useState } from 'react';
import { cx } from '../cx/index.ts';
import { LineIcon, plusIcon } from '../LineIcon/index.ts';

export type FaqItemProps = {
  question: string;
  answer: ReactNode;
  /** An optional call to action under the answer (spec §2 FAQ block). */
  cta?: { label: string; href: string };
  defaultOpen?: boolean;
  className?: string;
};

/** One collapsible question: a disclosure button that shows and hides its answer. */
export function FaqItem({ question, answer, cta, defaultOpen = false, className }: FaqItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const state = open ? 'open' : 'closed';

  return (
    <div
      data-slot="faq-item"
      data-state={state}
      className={cx('border-b border-line py-2', className)}
    >
      <h3 className="text-base font-semibold text-ink">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 rounded-control py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <span>{question}</span>
          <LineIcon
            d={plusIcon}
            className={cx('size-5 shrink-0 text-primary transition-transform', open && 'rotate-45')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} data-slot="faq-answer" className="pb-4 text-body">
        <div className="leading-relaxed">{answer}</div>
        {cta && (
          <a
            href={cta.href}
            className="mt-3 inline-flex font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {cta.label}
          </a>
        )}
      </div>
    </div>
  );
}
