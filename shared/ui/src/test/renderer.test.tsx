import { render, screen } from '@testing-library/react';
import { options } from 'preact';
import { version } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

const previousHook = options.vnode;
let preactVNodes = 0;
options.vnode = (vnode) => {
  preactVNodes += 1;
  previousHook?.(vnode);
};

afterEach(() => {
  preactVNodes = 0;
});

// Proves each Vitest project really runs the kit on the renderer it is named after.
describe(`renderer (${process.env.GW_RENDERER})`, () => {
  it('renders through the renderer this project is named after', () => {
    render(<p>hello</p>);
    expect(screen.getByText('hello')).toBeTruthy();
    if (process.env.GW_RENDERER === 'preact') {
      expect(preactVNodes).toBeGreaterThan(0);
    } else {
      expect(preactVNodes).toBe(0);
      expect(version.startsWith('19.')).toBe(true);
    }
  });
});
