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
    // Its width as its classes lay it out in place (a wide dial-code list, or the input's).
    const width = list.offsetWidth;
    list.popover = 'manual';
    list.showPopover();
    const place = () => placeUnder(anchor, list, width);
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

function placeUnder(anchor: HTMLElement, list: HTMLElement, inPlaceWidth: number): void {
  const box = anchor.getBoundingClientRect();
  const width = Math.min(Math.max(inPlaceWidth, box.width), window.innerWidth - 2 * gap);
  // Sized first, so that its height below is the one it will have.
  Object.assign(list.style, {
    position: 'fixed',
    inset: 'auto',
    margin: '0',
    paddingInline: '0',
    boxSizing: 'border-box',
    width: `${width}px`,
  });
  const height = list.offsetHeight;
  const below = window.innerHeight - box.bottom - gap;
  const above = box.top - gap;
  const up = height > below && above > below;
  const left = Math.max(gap, Math.min(box.left, window.innerWidth - width - gap));
  list.style.left = `${left}px`;
  list.style.top = `${up ? Math.max(gap, box.top - gap - height) : box.bottom + gap}px`;
}
