import { Fragment, type KeyboardEvent, useId, useRef, useState } from 'react';
import { sectionCopy } from '../../content/copy.ts';
import type { FeatureTab } from '../../content/types.ts';
import { container, focusRing, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type FeatureTabsProps = { tabs: FeatureTab[]; heading?: string; intro?: string };

/** Arrow keys move between tabs (wrapping), Home and End jump to the ends (WAI-ARIA tabs). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Up to this many chips sit in one row on wide screens (1200 px holds six of the longest). */
const chipsPerRow = 6;

/** Feature tabs: start on the first; choosing a tab shows its title, description and image. */
export function FeatureTabs({
  tabs,
  heading = sectionCopy.featureTabs.heading,
  intro,
}: FeatureTabsProps) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[active] ?? tabs[0];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = nextIndex(event.key, active, tabs.length);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    tabRefs.current[target]?.focus();
  }

  // More chips than a row holds: the second row starts half way, so neither row is left with one.
  const rowBreak = tabs.length > chipsPerRow ? Math.ceil(tabs.length / 2) : -1;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  return (
    <section aria-labelledby={`${baseId}-heading`} className={sectionSpacing}>
      <div className={container}>
        <SectionHeader id={`${baseId}-heading`} title={heading} intro={intro} />
        <div
          role="tablist"
          aria-label={heading}
          onKeyDown={onKeyDown}
          className="-mx-5 mt-10 flex gap-2 overflow-x-auto px-5 pb-2 lg:mx-0 lg:flex-wrap lg:justify-center lg:px-0"
        >
          {tabs.map((tab, index) => {
            const selected = index === active;
            return (
              <Fragment key={tab.name}>
                {index === rowBreak && (
                  // Ends the first row on wide screens: the chips wrap in two even rows, not 6 + 1.
                  <span
                    role="none"
                    data-slot="tab-row-break"
                    className="hidden basis-full lg:block"
                  />
                )}
                <button
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  id={tabId(index)}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  data-state={selected ? 'active' : 'inactive'}
                  onClick={() => setActive(index)}
                  className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${focusRing} ${
                    selected
                      ? 'border-primary bg-primary text-white'
                      : 'border-line bg-surface text-body hover:border-primary/40 hover:text-primary'
                  }`}
                >
                  {tab.name}
                </button>
              </Fragment>
            );
          })}
        </div>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(active)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself
          tabIndex={0}
          className={`mt-8 grid items-center gap-8 rounded-card border border-line bg-canvas p-6 lg:grid-cols-[2fr_3fr] lg:p-10 ${focusRing}`}
        >
          <div className="flex flex-col gap-3">
            <h3 className="text-2xl font-semibold text-ink">{current.title}</h3>
            <p className="leading-relaxed text-body">{current.description}</p>
          </div>
          <img
            {...current.image}
            alt={current.image.alt}
            loading="lazy"
            className="h-auto w-full rounded-card border border-line bg-surface shadow-soft"
          />
        </div>
      </div>
    </section>
  );
}
