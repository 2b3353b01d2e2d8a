import { useState } from 'react';

/** Controlled (`open`) or uncontrolled (`defaultOpen`) open state, reported through onOpenChange. */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolled;
  function setOpen(next: boolean) {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  }
  return [isOpen, setOpen];
}
