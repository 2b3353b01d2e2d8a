import { type RefObject, useLayoutEffect } from 'react';

/** The gap between the input and its list, and the list's margin from the viewport's edges. */
const gap = 4;

const supportsPopover =
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * While `open`, lifts the list into the browser's top layer (a manual popover) and keeps it
 * under its input, or above it when there is more room there. No ancestor can then clip or
 * cover it: not a partner's `overflow: hidden` or transformed container, not a sticky header's
 * z-index, not a scrolling dialog. Where popovers are not supported the list stays where its
 * classes put it (absolutely, under the input).
 */
export function useTopLayerList(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const list = listRef.current;
    if (!open || !supportsPopover || !anchor || !list) return;
    list.popover = 'manual';
    list.showPopover();
    const place = () => placeUnder(anchor, list);
    place();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resized?.observe(list);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      resized?.disconnect();
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      if (list.matches(':popover-open')) list.hidePopover();
      list.removeAttribute('popover');
      list.removeAttribute('style');
    };
  }, [open, anchorRef, listRef]);
}

function placeUnder(anchor: HTMLElement, list: HTMLElement): void {
  const box = anchor.getBoundingClientRect();
  // The input's width (the list's min-width may widen it), set first so the sizes below hold.
  Object.assign(list.style, {
    position: 'fixed',
    inset: 'auto',
    margin: '0',
    paddingInline: '0',
    width: `${box.width}px`,
  });
  const { offsetWidth: width, offsetHeight: height } = list;
  const below = window.innerHeight - box.bottom - gap;
  const above = box.top - gap;
  const up = height > below && above > below;
  const left = Math.max(gap, Math.min(box.left, window.innerWidth - width - gap));
  list.style.left = `${left}px`;
  list.style.top = `${up ? Math.max(gap, box.top - gap - height) : box.bottom + gap}px`;
}
