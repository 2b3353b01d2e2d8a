import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Honeypot, honeypotField } from './index.ts';

let captured: HTMLInputElement | null = null;
function Harness() {
  const ref = useRef<HTMLInputElement>(null);
  captured = null;
  return (
    <>
      <Honeypot inputRef={ref} />
      <button
        type="button"
        ref={() => {
          captured = ref.current;
        }}
      >
        Submit
      </button>
    </>
  );
}

describe('Honeypot', () => {
  it('is out of reach of people: hidden from assistive tech and the tab order', () => {
    const { container } = render(<Harness />);
    const trap = container.querySelector('[data-slot="honeypot"]');
    expect(trap?.getAttribute('aria-hidden')).toBe('true');
    const input = container.querySelector('input');
    expect(input?.tabIndex).toBe(-1);
    expect(input?.name).toBe('faxNumber');
  });

  it('adds the field to a body only when something filled it', () => {
    render(<Harness />);
    expect(honeypotField(captured)).toEqual({});
    if (!captured) throw new Error('no trap input');
    captured.value = 'bot';
    expect(honeypotField(captured)).toEqual({ faxNumber: 'bot' });
    expect(honeypotField(null)).toEqual({});
  });
});
