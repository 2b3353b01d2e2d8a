import { describe, expect, it } from 'vitest';
import { linkRuntime, runtimeExports, runtimeImportsOf } from '../build/preactRuntime.mjs';

describe('the Preact runtime the dialog widgets share', () => {
  const chunk =
    'import{useState as a}from"preact/hooks";import b,{render as c}from"preact/compat";import{render as d}from"preact";import"preact/compat/client";import{x as e}from"./Other-1.js";a(b,c,d,e);';

  it("collects every name a module imports from Preact's packages, the default too", () => {
    expect(runtimeImportsOf(chunk, 'c.js')).toEqual([
      ['preact/hooks', 'useState'],
      ['preact/compat', 'default'],
      ['preact/compat', 'render'],
      ['preact', 'render'],
    ]);
  });

  it("gives each package's name its own export: compat's render is not core's", () => {
    const { names, source } = runtimeExports([
      ...runtimeImportsOf(chunk, 'c.js'),
      ['preact/hooks', 'useState'],
    ]);
    expect(names.size).toBe(4);
    expect(names.get('preact render')).not.toBe(names.get('preact/compat render'));
    expect(source).toBe(
      [
        `export { render as ${names.get('preact render')} } from 'preact';`,
        `export { default as ${names.get('preact/compat default')}, render as ${names.get('preact/compat render')} } from 'preact/compat';`,
        `export { useState as ${names.get('preact/hooks useState')} } from 'preact/hooks';`,
      ].join('\n'),
    );
  });

  it('points the imports at the runtime module, keeping the local names and other imports', () => {
    const { names } = runtimeExports(runtimeImportsOf(chunk, 'c.js'));
    const n = (key: string) => names.get(key);
    expect(linkRuntime(chunk, 'c.js', names, 'preact-9.js')).toBe(
      `import{${n('preact/hooks useState')} as a}from"./preact-9.js";` +
        `import{${n('preact/compat default')} as b,${n('preact/compat render')} as c}from"./preact-9.js";` +
        `import{${n('preact render')} as d}from"./preact-9.js";` +
        'import"./preact-9.js";import{x as e}from"./Other-1.js";a(b,c,d,e);',
    );
  });

  it('refuses what it cannot map: a namespace import, a re-export, a name the runtime lacks', () => {
    expect(() => runtimeImportsOf('import*as p from"preact";p.h();', 'c.js')).toThrow(/namespace/);
    expect(() => runtimeImportsOf('export{h}from"preact";', 'c.js')).toThrow(/re-exports/);
    expect(() => linkRuntime('import{h}from"preact";h();', 'c.js', new Map(), 'p.js')).toThrow(
      /preact h is not in the runtime/,
    );
  });
});
