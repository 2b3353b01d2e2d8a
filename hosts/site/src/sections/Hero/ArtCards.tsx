import { cx } from '@gw/ui';
import type { ArtCard } from '../../content/homeHero.ts';
import { ArtCardIcon } from './ArtCardIcon.tsx';

const corners: Record<ArtCard['corner'], string> = {
  'top-left': 'left-[3%] top-[7%]',
  'top-right': 'right-[3%] top-[7%]',
  'bottom-left': 'bottom-[6%] left-[3%]',
  'bottom-right': 'right-[3%] bottom-[6%]',
};

/**
 * The cards floating over a hero drawing, in HTML rather than inside the SVG: the drawing scales
 * down on a phone, and text inside it would shrink below a readable size or run out of a fixed
 * box. These keep 12 px text at least, and each card grows with its words (at most about half the
 * drawing's width). They repeat what the drawing's label says, so they are hidden from screen
 * readers like the drawing's own shapes.
 */
export function ArtCards({ cards }: { cards: ArtCard[] }) {
  return (
    <div aria-hidden="true">
      {cards.map((card) => (
        <div
          key={card.value}
          data-slot="art-card"
          className={cx(
            'absolute flex w-max max-w-[52%] flex-col gap-2 rounded-xl border border-line bg-surface p-2.5 shadow-soft sm:max-w-[46%] sm:gap-2.5 sm:p-3.5',
            corners[card.corner],
          )}
        >
          <div className="flex items-center gap-2.5">
            {card.icon && <ArtCardIcon icon={card.icon} />}
            <div className="min-w-0">
              <p className="text-[13px] leading-tight font-bold text-ink sm:text-base">
                {card.value}
              </p>
              <p className="mt-0.5 text-xs leading-tight text-muted sm:text-sm">{card.caption}</p>
            </div>
          </div>
          {card.meter !== undefined && (
            <span className="block h-2 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${card.meter}%` }}
              />
            </span>
          )}
          {card.bars && (
            <span className="flex h-10 items-end gap-1.5 sm:h-12">
              {card.bars.map((height, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing's bars, never reordered.
                  key={index}
                  className={cx('w-3 rounded-sm', index % 2 ? 'bg-accent' : 'bg-primary')}
                  style={{ height: `${height}%` }}
                />
              ))}
            </span>
          )}
          {card.steps && (
            <ul className="flex flex-col gap-1 text-xs text-body sm:text-sm">
              {card.steps.map((step) => (
                <li key={step.label} className="flex items-center gap-1.5">
                  <span
                    className={cx(
                      'grid size-4 shrink-0 place-items-center rounded-full',
                      step.done ? 'bg-success-soft text-success' : 'bg-canvas ring-1 ring-line',
                    )}
                  >
                    {step.done && (
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 16 16"
                        width="16"
                        height="16"
                        className="size-3 fill-none stroke-current"
                        strokeWidth="2.4"
                      >
                        <path d="M3.5 8.5l3 3 6-7" />
                      </svg>
                    )}
                  </span>
                  {step.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
