import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkOfClassicEntry, classicEntry, sharedGlobal } from '../build/classicScript.mjs';

const banner = '/*! test */';

describe('an entry module made the classic script a widget tag loads', () => {
  it('runs in a strict function and leaves its exports in the shared record, first copy kept', () => {
    const entry = 'const a={n:1};function b(){return this}\nexport{a as A,b as B};';
    const script = classicEntry(entry, 'w-1.js', [], banner);
    expect(script.startsWith(`${banner}(function(__groundworkScript){"use strict";`)).toBe(true);
    const context: Record<string, unknown> = {
      document: { currentScript: { src: 'https://cdn.example/widgets/w.js' } },
    };
    context.globalThis = context;
    runInNewContext(script, context);
    const record = (context[sharedGlobal] as Record<string, Record<string, unknown>>)['w-1.js'];
    expect(record?.A).toEqual({ n: 1 });
    const detached = record?.B as () => unknown;
    expect(detached()).toBeUndefined(); // strict: no global `this`
    runInNewContext(script, context); // the same file included again
    expect((context[sharedGlobal] as Record<string, unknown>)['w-1.js']).toBe(record);
  });

  it('imports its chunks from modules/ beside its own address, and refuses an unknown one', () => {
    // Relative to itself, a cross-origin classic script would resolve against about:blank.
    const entry = 'const l=()=>import(`./Dialog-x.js`);export{l as L};';
    const script = classicEntry(entry, 'w-1.js', ['Dialog-x.js'], banner);
    expect(script).toContain('import(new URL("modules/Dialog-x.js",__groundworkScript).href)');
    expect(script).toMatch(
      /\}\)\(document\.currentScript&&document\.currentScript\.src\|\|location\.href\);\n$/,
    );
    expect(() => classicEntry(entry, 'w-1.js', [], banner)).toThrow(/unknown Dialog-x\.js/);
  });

  it('starts the module its chunks share alongside each chunk, so the two load side by side', () => {
    const entry = 'const l=()=>import(`./Dialog-x.js`);export{l as L};';
    const script = classicEntry(entry, 'w-1.js', ['Dialog-x.js'], banner, 'preact-1.js');
    expect(script).toContain(
      '(import(new URL("modules/preact-1.js",__groundworkScript).href).catch(()=>{}),import(new URL("modules/Dialog-x.js",__groundworkScript).href))',
    );
  });

  it('refuses what a classic script cannot do or a record cannot carry', () => {
    expect(() => classicEntry('import{a}from"./b.js";a();', 'w.js', [], '')).toThrow(/statically/);
    expect(() => classicEntry('console.log(import.meta.url);', 'w.js', [], '')).toThrow(
      /import\.meta/,
    );
    // A chunk would keep the first value: an exported binding must never change.
    expect(() =>
      classicEntry('let a=1;function f(){a=2}export{a as A,f as F};', 'w.js', [], ''),
    ).toThrow(/exports A, which it reassigns/);
  });

  it('tells a reassigned export from a local of the same name (minified code reuses names)', () => {
    const entry =
      'let a=1;function f(a){a=2;return a}const g=()=>{let a;a=3};export{a as A,f as F,g as G};';
    expect(() => classicEntry(entry, 'w.js', [], '')).not.toThrow();
    // Assigned while the entry first runs, before its record is made (a minifier's hoisted var).
    expect(() => classicEntry('var o;o={x:1};export{o as O};', 'w.js', [], '')).not.toThrow();
  });
});

describe('a chunk of a classic entry', () => {
  it("reads what it imports from the entry in the entry's record, and keeps its other imports", () => {
    const chunk = 'import{A as x,B as y}from"./w-1.js";import{C as z}from"./Other-2.js";x(y,z);';
    expect(chunkOfClassicEntry(chunk, 'w-1.js')).toBe(
      `const{"A":x,"B":y}=globalThis.${sharedGlobal}["w-1.js"];import{C as z}from"./Other-2.js";x(y,z);`,
    );
  });
});
