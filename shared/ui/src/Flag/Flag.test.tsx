import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag, sizedFlag } from './index.ts';

// A drawing as the flag package writes it: a viewBox, no size, and a stray class name (Latvia).
const latvia =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 513 342"><path fill="#FFF" d="M0 0h513v342H0z"/><g fill="#A2001D"><path class="st1" d="M0 0h513v127.6H0zM0 214.4h513V342H0z"/></g></svg>';

/** A rendered flag's box. */
function renderFlag(svg?: string) {
  const { container } = render(<Flag svg={svg} />);
  const box = container.querySelector<HTMLElement>('[data-slot="flag"]');
  if (!box) throw new Error('no flag rendered');
  return box;
}
describe('Flag', () => {
  it('draws the SVG it is given, filling its box, hidden from screen readers', () => {
    const box = renderFlag(sizedFlag(latvia));
    expect(box.getAttribute('aria-hidden')).toBe('true');
    const drawing = box.querySelector('svg');
    expect(drawing?.getAttribute('width')).toBe('100%');
    expect(drawing?.getAttribute('height')).toBe('100%');
    expect(drawing?.querySelectorAll('path')).toHaveLength(2);
    expect(box.textContent).toBe('');
  });

  it('holds the same fixed room with a neutral placeholder until the drawing is here', () => {
    const placeholder = renderFlag(undefined);
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    // An empty grey box: no emoji, no letters, nothing a missing font could turn into a box.
    expect(placeholder.textContent).toBe('');
    expect(placeholder.children).toHaveLength(0);
    // The same box as a drawn flag's: 21 × 14 px (the drawings' 3:2) in a 1 px frame.
    const drawn = renderFlag(sizedFlag(latvia));
    expect(placeholder.className).toBe(drawn.className);
    expect(drawn.className).toContain('h-[16px] w-[23px] border');
  });

  it('sizes a drawing to its box and drops its class names, keeping its viewBox', () => {
    const sized = sizedFlag(latvia);
    expect(sized).toMatch(
      /^<svg width="100%" height="100%" xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    expect(sized).not.toContain('class=');
    expect(sized).toContain('viewBox="0 0 513 342"');
  });
});
