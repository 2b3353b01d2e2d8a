import { describe, expect, it } from 'vitest';
import { scopeCss, scopeSelector } from './scopeRemoteCss.ts';

const scope = '.gw-remote';
const within = ':where(.gw-remote,.gw-remote *)';

describe('scopeSelector', () => {
  it.each([
    ['.w-full', `${within}.w-full`],
    ['.sm\\:w-auto', `${within}.sm\\:w-auto`],
    ['.hover\\:bg-primary:hover', `${within}.hover\\:bg-primary:hover`],
    ['.group:hover .group-hover\\:x', `${within}.group:hover .group-hover\\:x`],
    [':root', '.gw-remote'],
    [':host', '.gw-remote'],
    ['*', within],
    ['::backdrop', `${within}::backdrop`],
    ['input::placeholder', `input${within}::placeholder`],
    [':where(.gw-remote) a', ':where(.gw-remote) a'],
  ])('%s -> %s', (input, output) => {
    expect(scopeSelector(input, scope)).toBe(output);
  });
});

describe('scopeCss', () => {
  it('scopes rules in layers and media queries, not keyframes or @property', () => {
    const css =
      '@layer utilities{.w-full{width:100%}@media (width>=40rem){.sm\\:w-auto{width:auto}}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}';
    const out = scopeCss(css, scope);
    expect(out).toContain(`${within}.w-full{width:100%}`);
    expect(out).toContain(`${within}.sm\\:w-auto{width:auto}`);
    expect(out).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(out).toContain('@property --tw-x{syntax:"*";inherits:false}');
  });
});
