import type { GroundworkEventMap, GroundworkEventName } from '@groundwork/embed';
import { type RefObject, useEffect, useRef } from 'react';

/** A listener per event, as a component's props hand them over. */
export type WidgetListeners = {
  [Name in GroundworkEventName]?: ((event: GroundworkEventMap[Name]) => void) | undefined;
};

/**
 * Listens on the element for each event with a listener, with addEventListener (explicit, and
 * the same in every React 19 renderer): subscribed once, always calling the latest props.
 */
export function useWidgetEvents(ref: RefObject<HTMLElement | null>, listeners: WidgetListeners) {
  const latest = useRef(listeners);
  latest.current = listeners;
  const names = (Object.keys(listeners) as GroundworkEventName[])
    .filter((name) => listeners[name])
    .join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element || !names) return;
    const handle = (event: Event) => {
      const listener = latest.current[event.type as GroundworkEventName] as
        | ((event: Event) => void)
        | undefined;
      // The element's own events only: a widget nested inside bubbles its events through it.
      if (event.target === element) listener?.(event);
    };
    const subscribed = names.split(' ');
    for (const name of subscribed) element.addEventListener(name, handle);
    return () => {
      for (const name of subscribed) element.removeEventListener(name, handle);
    };
  }, [ref, names]);
}
