import {
  autoUpdate,
  FloatingFocusManager,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { type DropdownItem, DropdownMenuItem, type RenderLink } from './DropdownMenuItem.tsx';

/** The gap between the trigger and the menu, and the menu's margin from the viewport's edges. */
const gap = 8;

export type DropdownPanelProps = {
  trigger: HTMLElement;
  triggerId: string;
  menuId: string;
  items: DropdownItem[];
  renderLink?: RenderLink | undefined;
  align: 'start' | 'end';
  /** The item focused when the menu opens (the first, or the last after ArrowUp). */
  initialIndex: number;
  /** Closes the menu; `returnFocus` puts focus back on the trigger (Escape, a choice). */
  onClose(returnFocus: boolean): void;
  onChoose(item: DropdownItem): void;
};

/**
 * The open menu, in a chunk of its own loaded on the trigger's first intent: Floating UI places
 * it under the trigger (flipping above or shifting in when the viewport is short of room) and
 * gives it the menu pattern: outside press and Escape dismiss, arrows, Home, End and typeahead
 * move focus between items, focus returns to the trigger on Escape.
 */
export function DropdownPanel({
  trigger,
  triggerId,
  menuId,
  items,
  renderLink,
  align,
  initialIndex,
  onClose,
  onChoose,
}: DropdownPanelProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(initialIndex);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const labelsRef = useRef(items.map((item) => item.label));
  const panelRef = useRef<HTMLDivElement | null>(null);

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (!open) onClose(reason === 'escape-key');
    },
    elements: { reference: trigger },
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    middleware: [
      offset(gap),
      flip({ padding: gap }),
      shift({ padding: gap }),
      size({
        padding: gap,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(availableHeight, 160)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  // Items may come from the caller's renderLink, which need not forward refs: read them here.
  useLayoutEffect(() => {
    listRef.current = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
  });

  const { getFloatingProps } = useInteractions([
    // Capture: the menu closes before an enclosing dialog sees the key (see onKeyDown).
    useDismiss(context, { capture: { escapeKey: true } }),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: true,
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Escape closes only the menu (useDismiss above), never an enclosing modal.
    if (event.key === 'Escape') event.stopPropagation();
    else if (event.key === 'Tab') onClose(false);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  }

  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
      <div
        ref={(element) => {
          panelRef.current = element;
          refs.setFloating(element);
        }}
        style={floatingStyles}
        {...getFloatingProps({
          onKeyDown,
          // Hover or a click focuses an item too: arrows go on from there.
          onFocus: (event) => {
            const index = listRef.current.indexOf(event.target as HTMLElement);
            if (index >= 0) setActiveIndex(index);
          },
        })}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        className="z-50 flex min-w-64 flex-col gap-1 overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-lift"
      >
        {items.map((item) => (
          <DropdownMenuItem
            key={item.label}
            item={item}
            renderLink={renderLink}
            onChoose={onChoose}
          />
        ))}
      </div>
    </FloatingFocusManager>
  );
}
