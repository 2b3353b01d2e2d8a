import { useCallback, useRef, useState } from 'react';

/**
 * Radix-style controlled-or-uncontrolled state: `value` wins when given, otherwise the component
 * keeps its own state from `defaultValue`. `onChange` fires only for real changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // Read through a ref so the setter stays stable and never acts on a stale value.
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };

  const set = useCallback((next: T) => {
    const { current: before, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(before, next)) return;
    if (!isControlled) setOwn(next);
    latest.current = { ...latest.current, current: next };
    notify?.(next);
  }, []);

  return [current, set];
}
