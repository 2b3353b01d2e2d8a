import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx/index.ts';
import { type DropdownItem, DropdownMenuItem, type RenderLink } from './DropdownMenuItem.tsx';
import { nextMenuIndex } from './menuNavigation.ts';

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
 * press, on Escape (focus back to the trigger), on Tab and after a choice; arrows, Home and End
 * move between items. Positioned with CSS alone to keep widget bundles small.
 */
export function DropdownMenu({
  label,
  items,
  renderLink,
  align = 'start',
  className,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  // The item to focus once the menu has rendered: -1 for none.
  const pendingFocus = useRef(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const menuId = useId();

  function menuItems(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function openAt(index: number) {
    pendingFocus.current = index;
    setOpen(true);
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open || pendingFocus.current < 0) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[pendingFocus.current]?.focus();
    pendingFocus.current = -1;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // composedPath sees through shadow roots, where event.target is retargeted to the host.
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close(false);
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const start = { ArrowDown: 0, Enter: 0, ' ': 0, ArrowUp: items.length - 1 }[event.key];
    if (start === undefined) return;
    event.preventDefault();
    openAt(start);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const elements = menuItems();
    const current = elements.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      // Handled here so an enclosing modal stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      elements[current]?.click();
    } else {
      const next = nextMenuIndex(event.key, current, elements.length);
      if (next === null) return;
      event.preventDefault();
      elements[next]?.focus();
    }
  }

  function choose(item: DropdownItem) {
    // Focus goes back first, so a modal opened by onSelect restores focus to the trigger.
    close(true);
    item.onSelect?.();
  }

  return (
    <div
      ref={rootRef}
      data-slot="dropdown"
      data-state={open ? 'open' : 'closed'}
      className={cx('relative', className)}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 text-sm font-medium text-ink hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={cx('size-4 transition-transform', open && 'rotate-180')}
        >
          <path
            d="M5 8l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          onKeyDown={onMenuKeyDown}
          className={cx(
            'absolute top-full z-50 mt-2 flex min-w-64 flex-col gap-1 rounded-card border border-line bg-surface p-2 shadow-lift',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item) => (
            <DropdownMenuItem
              key={item.label}
              item={item}
              renderLink={renderLink}
              onChoose={choose}
            />
          ))}
        </div>
      )}
    </div>
  );
}
