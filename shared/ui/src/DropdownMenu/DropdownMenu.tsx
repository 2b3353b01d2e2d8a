import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { cx } from '../cx/index.ts';
import { chevronDownIcon, LineIcon } from '../LineIcon/index.ts';
import type { DropdownItem, RenderLink } from './DropdownMenuItem.tsx';

const loadPanel = () => import('./DropdownPanel.tsx');
/** The open menu and Floating UI: loaded on the trigger's first intent, not with the page. */
const DropdownPanel = lazy(() => loadPanel().then((module) => ({ default: module.DropdownPanel })));

function preloadPanel() {
  loadPanel().catch(() => {
    // The click renders the panel again, and says nothing worse than a menu that did not open.
  });
}

export type DropdownMenuProps = {
  /** The trigger's content, e.g. 'Solutions'. */
  label: ReactNode;
  items: DropdownItem[];
  /** Renders link items, so the site can use router links; spread the given props on it. */
  renderLink?: RenderLink;
  /** Which trigger edge the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
};

/**
 * A header dropdown (spec §2): a menu button that opens a list of links. It closes on an outside
 * press, on Escape (focus back to the trigger), on Tab and after a choice; arrows, Home, End and
 * typing move between items. The trigger is here; the open menu (DropdownPanel.tsx, on Floating
 * UI) loads on first hover or focus, so the page's first load carries none of it.
 */
export function DropdownMenu({
  label,
  items,
  renderLink,
  align = 'start',
  className,
}: DropdownMenuProps) {
  // The item focused when the menu opens; null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const open = openAt !== null;
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const triggerId = useId();
  const menuId = useId();

  function close(returnFocus: boolean) {
    setOpenAt(null);
    if (returnFocus) trigger?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const start = { ArrowDown: 0, Enter: 0, ' ': 0, ArrowUp: items.length - 1 }[event.key];
    if (start === undefined) return;
    event.preventDefault();
    setOpenAt(start);
  }

  function choose(item: DropdownItem) {
    // Focus goes back first, so a modal opened by onSelect restores focus to the trigger.
    close(true);
    item.onSelect?.();
  }

  return (
    <div
      data-slot="dropdown"
      data-state={open ? 'open' : 'closed'}
      className={cx('relative', className)}
    >
      <button
        ref={setTrigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenAt(0))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 text-sm font-medium text-ink hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {label}
        <LineIcon
          d={chevronDownIcon}
          className={cx('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && trigger && (
        <Suspense fallback={null}>
          <DropdownPanel
            trigger={trigger}
            triggerId={triggerId}
            menuId={menuId}
            items={items}
            renderLink={renderLink}
            align={align}
            initialIndex={openAt}
            onClose={close}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
