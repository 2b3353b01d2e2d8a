import { useState } from 'react';

/** A carousel position 0..count-1 that does not wrap: previous at 0 and next at the end do nothing. */
export function useCarouselIndex(count: number) {
  const [index, setIndex] = useState(0);
  const last = Math.max(0, count - 1);
  return {
    index,
    atStart: index === 0,
    atEnd: index >= last,
    previous: () => setIndex((value) => Math.max(0, value - 1)),
    next: () => setIndex((value) => Math.min(last, value + 1)),
  };
}
