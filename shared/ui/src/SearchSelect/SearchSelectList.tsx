import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { cx } from '../cx/index.ts';
import type { SelectOption } from './filterOptions.ts';

/** The gap between the input and its list, and the list's margin from the viewport's edges. */
const gap = 4;
const supportsPopover =
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

export type SearchSelectListProps = {
  input: HTMLInputElement;
  listId: string;
  label: string | undefined;
  matches: SelectOption[];
  value: string | undefined;
  active: number;
  emptyText: string;
  className: string | undefined;
  onNavigate(index: number): void;
  onChoose(option: SelectOption): void;
  onClose(): void;
  /** Where the list leaves its arrow-key handler, which the input calls. */
  keyHandler: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
};

/**
 * The open list of a SearchSelect, in a chunk of its own loaded on the input's first intent.
 * Floating UI places it under the input (above when there is more room there, shifted in at the
 * viewport's edges, as tall as the room allows) and gives it the listbox pattern: an outside
 * press dismisses it, arrows move the active option (focus stays in the input), the active option
 * scrolls into view. In the browser's top layer (a manual popover), no ancestor can clip or cover
 * it: not a partner's `overflow: hidden` or transformed container, not a sticky header's z-index.
 * Inside a widget's shadow root it renders there, with the widget's styles.
 */
export function SearchSelectList({
  input,
  listId,
  label,
  matches,
  value,
  active,
  emptyText,
  className,
  onNavigate,
  onChoose,
  onClose,
  keyHandler,
}: SearchSelectListProps) {
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const floatingRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: input },
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(gap),
      flip({ padding: gap }),
      shift({ padding: gap }),
      size({
        padding: gap,
        apply({ rects, availableHeight, elements }) {
          // As wide as its longest option, never narrower than the input nor wider than the
          // viewport (a dial-code list is wider than its input; a phone is narrower than it).
          const viewport = document.documentElement.clientWidth - 2 * gap;
          Object.assign(elements.floating.style, {
            minWidth: `${Math.min(rects.reference.width, viewport)}px`,
            maxWidth: `${viewport}px`,
            maxHeight: `${Math.max(Math.min(availableHeight, 256), 120)}px`,
          });
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    // Escape is the input's: it closes the list and must not reach an enclosing dialog.
    useDismiss(context, { escapeKey: false }),
    useRole(context, { role: 'listbox' }),
    useListNavigation(context, {
      listRef,
      // None while nothing is listed (options still loading): the hook then takes up `active`
      // once options arrive, instead of starting its arrow keys from before the first one.
      activeIndex: matches.length ? active : null,
      onNavigate: (index) => onNavigate(index ?? 0),
      virtual: true,
    }),
  ]);
  listRef.current.length = matches.length;
  // The input calls the hook's arrow-key handler of this render; none once the list is gone.
  useLayoutEffect(() => {
    keyHandler.current = (getReferenceProps().onKeyDown as typeof keyHandler.current) ?? null;
  });
  useLayoutEffect(
    () => () => {
      keyHandler.current = null;
    },
    [keyHandler],
  );

  // Into the top layer while open, where its fixed position is the viewport's.
  useLayoutEffect(() => {
    const list = floatingRef.current;
    if (!supportsPopover || !list) return;
    list.popover = 'manual';
    list.showPopover();
    return () => {
      if (list.matches(':popover-open')) list.hidePopover();
    };
  }, []);

  return (
    <div
      ref={(element) => {
        floatingRef.current = element;
        refs.setFloating(element);
      }}
      style={floatingStyles}
      {...getFloatingProps()}
      id={listId}
      role="listbox"
      aria-label={label}
      className={cx(
        'm-0 w-max min-w-56 overflow-auto rounded-control border border-line bg-surface py-1 shadow-lift',
        className,
      )}
    >
      {matches.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input (aria-activedescendant)
        <div
          key={option.value}
          ref={(element) => {
            listRef.current[index] = element;
          }}
          {...getItemProps({
            // Keeps focus (and the caret) in the input: a mousedown's default moves focus away.
            onMouseDown: (event) => event.preventDefault(),
            onClick: () => {
              onChoose(option);
              // Floating UI focuses the pressed option first (nothing, for this div, in a
              // browser; not so in every DOM): the caret belongs in the input.
              input.focus({ preventScroll: true });
            },
          })}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={option.value === value}
          className={cx(
            'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-base text-ink sm:text-sm',
            index === active && 'bg-primary-soft',
            option.value === value && 'font-semibold',
          )}
        >
          {option.prefix && <span aria-hidden="true">{option.prefix}</span>}
          <span className="flex-1">{option.label}</span>
          {option.detail && <span className="text-muted">{option.detail}</span>}
          {option.value === value && (
            <span aria-hidden="true" className="text-primary">
              ✓
            </span>
          )}
        </div>
      ))}
      {matches.length === 0 && <div className="px-3 py-2 text-sm text-muted">{emptyText}</div>}
    </div>
  );
}
