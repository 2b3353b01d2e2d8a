// The named stack is not negotiable (DESIGN.md §13, issue 24 item 4): no package imports another's
// private files, no build replaces a named package or reroutes relative imports, and each
// delivery ships the packages its jobs need. Fixtures below prove each rule catches a breach.
import { describe, expect, it } from 'vitest';
import { missingNamedPackages } from './lib/missingNamedPackages.mjs';
import { isBuildConfig, namedPackageUses } from './lib/namedStack.mjs';
import { root } from './lib/paths.mjs';
import { privateImports } from './lib/privateImports.mjs';
import { repoFiles } from './lib/repoFiles.mjs';
import { stackAliases } from './lib/stackAliases.mjs';
import { workspacePackages } from './lib/workspacePackages.mjs';

const files = repoFiles(root);
const packages = workspacePackages(root);
const buildConfigs = new Map([...files].filter(([path]) => isBuildConfig(path)));

describe('the named stack (DESIGN.md §13)', () => {
  it("no package imports another package's private files (only its exports)", () => {
    expect(privateImports(packages, files)).toEqual([]);
  });

  it('no build alias or resolveId hook replaces a named package or takes relative imports', () => {
    expect(stackAliases(buildConfigs)).toEqual([]);
  });

  it('every delivery ships the named packages of its jobs', () => {
    expect(missingNamedPackages(packages, files, namedPackageUses)).toEqual([]);
  });

  it('reads every kind of build config', () => {
    const kinds = ['hosts/site/vite.config.ts', 'widgets/build/build.mjs', 'scripts/build.mjs'];
    expect([...buildConfigs.keys()]).toEqual(expect.arrayContaining(kinds));
    expect(
      [...buildConfigs.keys()].some((path) => path.startsWith('shared/tooling/src/vite/')),
    ).toBe(true);
  });
});

describe('private imports: the rule', () => {
  const fixturePackages = [
    { dir: 'shared/api-client', name: '@gw/api-client', exports: ['.', './outbox'] },
    { dir: 'shared/ui', name: '@gw/ui', exports: ['.', './theme.css'] },
    { dir: 'widgets', name: '@gw/widgets', exports: ['.'] },
  ];
  const check = (code) =>
    privateImports(fixturePackages, new Map([['widgets/src/embed/lazyOutbox.ts', code]]));

  it.each([
    [
      'a relative path into another package',
      `import { submitLead } from '../../../shared/api-client/src/outbox/submitLead.ts';`,
      "widgets/src/embed/lazyOutbox.ts:1 imports '../../../shared/api-client/src/outbox/submitLead.ts': shared/api-client/src/outbox/submitLead.ts is a file of @gw/api-client; import one of its exports (., ./outbox)",
    ],
    [
      'a deep src/ specifier',
      `\nimport { Spinner } from '@gw/ui/src/Spinner/index.ts';`,
      "widgets/src/embed/lazyOutbox.ts:2 imports '@gw/ui/src/Spinner/index.ts': ./src/Spinner/index.ts is not an export of @gw/ui (., ./theme.css)",
    ],
    [
      'a type-only deep import',
      `import type { ToastApi } from '@gw/ui/src/Toast/types.ts';`,
      "widgets/src/embed/lazyOutbox.ts:1 imports '@gw/ui/src/Toast/types.ts': ./src/Toast/types.ts is not an export of @gw/ui (., ./theme.css)",
    ],
    [
      'a dynamic import by relative path',
      `const item = () => import('../../../shared/ui/src/Toast/ToastItem.tsx');`,
      "widgets/src/embed/lazyOutbox.ts:1 imports '../../../shared/ui/src/Toast/ToastItem.tsx': shared/ui/src/Toast/ToastItem.tsx is a file of @gw/ui; import one of its exports (., ./theme.css)",
    ],
  ])('catches %s', (_, code, problem) => {
    expect(check(code)).toEqual([problem]);
  });

  it.each([
    ['an export entry', `import { submitLead } from '@gw/api-client/outbox';`],
    ["a package's main entry", `import { Button } from '@gw/ui';`],
    ['an exported stylesheet', `import '@gw/ui/theme.css';`],
    ['its own files', `import { boot } from './boot.ts';\nimport x from '../widgets/x.ts?raw';`],
    ['an npm package subpath', `import { useState } from 'preact/hooks';`],
  ])('allows %s', (_, code) => {
    expect(check(code)).toEqual([]);
  });
});

describe('stack aliases: the rule', () => {
  const check = (code) => stackAliases(new Map([['widgets/build/build.mjs', code]]));

  it.each([
    [
      'jotai replaced by a file',
      `const jotaiAlias = {\n  find: /^jotai$/,\n  replacement: join(root, 'widgets/src/embed/detachedAtoms.ts'),\n};`,
      "widgets/build/build.mjs:2: alias { find: /^jotai$/, replacement: join(root, 'widgets/src/embed/detachedAtoms.ts') } replaces jotai",
    ],
    [
      'superstruct replaced in the object form',
      `build({ resolve: { alias: { superstruct: './leanStruct.ts' } } });`,
      "widgets/build/build.mjs:1: alias { find: superstruct, replacement: './leanStruct.ts' } replaces superstruct",
    ],
    [
      'redaxios replaced by a string find',
      `const aliases = [{ find: 'redaxios', replacement: fetchJson }];`,
      "widgets/build/build.mjs:1: alias { find: 'redaxios', replacement: fetchJson } replaces redaxios",
    ],
    [
      'Floating UI replaced',
      `const aliases = [{ find: /@floating-ui\\/react$/, replacement: './anchor.ts' }];`,
      "widgets/build/build.mjs:1: alias { find: /@floating-ui\\/react$/, replacement: './anchor.ts' } replaces @floating-ui/react",
    ],
    [
      'react-router replaced by a file',
      `const aliases = [{ find: /^react-router$/, replacement: join(dist, 'index.mjs') }];`,
      "widgets/build/build.mjs:1: alias { find: /^react-router$/, replacement: join(dist, 'index.mjs') } replaces react-router",
    ],
    [
      "react-router pointed at another package's file",
      `const aliases = [{ find: /^react-router$/, replacement: packageFile('wouter', 'index.js') }];`,
      "widgets/build/build.mjs:1: alias { find: /^react-router$/, replacement: packageFile('wouter', 'index.js') } replaces react-router",
    ],
    [
      'preact replaced',
      `const aliases = [{ find: /^preact(\\/.*)?$/, replacement: 'preact-lite' }];`,
      "widgets/build/build.mjs:1: alias { find: /^preact(\\/.*)?$/, replacement: 'preact-lite' } replaces preact",
    ],
    [
      'react made a stub rather than preact/compat',
      `const aliases = [{ find: /^react$/, replacement: join(root, 'floatingReact.ts') }];`,
      "widgets/build/build.mjs:1: alias { find: /^react$/, replacement: join(root, 'floatingReact.ts') } replaces react",
    ],
    [
      'a relative-path alias',
      `const outboxAlias = { find: /^\\.\\/outbox\\/submitLead\\.ts$/, replacement: lazyOutbox };`,
      'widgets/build/build.mjs:1: alias { find: /^\\.\\/outbox\\/submitLead\\.ts$/, replacement: lazyOutbox } replaces relative imports',
    ],
    [
      'a parent-path alias',
      `const parts = [{ find: /^\\.\\.\\/Spinner\\/index\\.ts$/, replacement: lazyParts }];`,
      'widgets/build/build.mjs:1: alias { find: /^\\.\\.\\/Spinner\\/index\\.ts$/, replacement: lazyParts } replaces relative imports',
    ],
    [
      'a resolveId hook taking superstruct',
      `const lean = {\n  name: 'lean',\n  resolveId(id) {\n    return id === 'superstruct' ? leanStruct : null;\n  },\n};`,
      "widgets/build/build.mjs:3: a resolveId hook takes superstruct ('superstruct')",
    ],
    [
      'a resolveId hook taking relative imports',
      `const parts = { resolveId: (id) => (/^\\.\\/ToastItem/.test(id) ? lazyParts : undefined) };`,
      'widgets/build/build.mjs:1: a resolveId hook takes relative imports (/^\\.\\/ToastItem/)',
    ],
    [
      'a resolveId hook standing in for React under Floating UI',
      `const p = {\n  async resolveId(id, importer) {\n    if (importer?.includes('@floating-ui') && id === 'react') return floatingReact;\n  },\n};`,
      "widgets/build/build.mjs:2: a resolveId hook takes react ('react')",
    ],
  ])('catches %s', (_, code, problem) => {
    expect(check(code)).toEqual([problem]);
  });

  it.each([
    [
      'the preact/compat aliases the widgets need',
      `const preactAliases = [
  { find: /^react-dom\\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];`,
    ],
    [
      'a hook for a virtual module or another package',
      `const slim = { resolveId(id) { return id === 'countries-list' ? virtualId : undefined; } };`,
    ],
    ['an alias of a project path', `const aliases = [{ find: '@', replacement: '/src' }];`],
    ['words in a comment', `// resolveId(id) could take 'jotai'; { find: /^jotai$/ } would too`],
  ])('allows %s', (_, code) => {
    expect(check(code)).toEqual([]);
  });
});

describe('missing named packages: the rule', () => {
  const fixturePackages = [
    { dir: 'hosts/site', name: '@gw/site', dependencies: ['@gw/api-client', 'jotai'] },
    { dir: 'shared/api-client', name: '@gw/api-client', dependencies: ['@gw/forms', 'redaxios'] },
    { dir: 'shared/forms', name: '@gw/forms', dependencies: ['superstruct'] },
    { dir: 'shared/ui', name: '@gw/ui', dependencies: ['@floating-ui/react'] },
  ];
  const uses = [
    { delivery: 'the site', dirs: ['hosts/site'], packages: ['redaxios', 'superstruct', 'jotai'] },
    { delivery: '@gw/ui', dirs: ['shared/ui'], packages: ['@floating-ui/react'] },
  ];
  const shippedFiles = {
    'hosts/site/src/main.tsx': `import { atom } from 'jotai';\nimport { submitLead } from '@gw/api-client';`,
    'shared/api-client/src/index.ts': `import redaxios from 'redaxios';\nimport { lead } from '@gw/forms';`,
    'shared/forms/src/index.ts': `import { object } from 'superstruct';`,
    'shared/ui/src/Select/Select.tsx': `import { useFloating } from '@floating-ui/react';`,
  };
  /** The packages reported missing, with `changes` made to the shipped files. */
  const missing = (changes, pkgs = fixturePackages) =>
    missingNamedPackages(pkgs, new Map(Object.entries({ ...shippedFiles, ...changes })), uses).map(
      (problem) => /imports ([^\s,]+)/.exec(problem)?.[1],
    );

  it('finds none when each reaches the site through the workspace graph', () => {
    expect(missing({})).toEqual([]);
  });

  it('names the delivery, its folders and the packages it reached', () => {
    const problems = missingNamedPackages(
      fixturePackages,
      new Map(Object.entries({ ...shippedFiles, 'shared/api-client/src/index.ts': '' })),
      uses,
    );
    expect(problems).toEqual([
      'the site (hosts/site): no shipped file imports redaxios, nor do those of the workspace packages reached (@gw/api-client)',
      'the site (hosts/site): no shipped file imports superstruct, nor do those of the workspace packages reached (@gw/api-client)',
    ]);
  });

  it.each([
    [
      'redaxios imported by a test only',
      {
        'shared/api-client/src/index.ts': `import { lead } from '@gw/forms';`,
        'shared/api-client/src/requestJson.test.ts': `import redaxios from 'redaxios';`,
      },
      ['redaxios'],
    ],
    [
      'a workspace package imported for types only',
      {
        'hosts/site/src/main.tsx': `import { atom } from 'jotai';\nimport type { Lead } from '@gw/api-client';`,
      },
      ['redaxios', 'superstruct'],
    ],
    [
      'jotai imported by a dev page only',
      {
        'hosts/site/src/main.tsx': `import { submitLead } from '@gw/api-client';`,
        'hosts/site/src/dev/main.tsx': `import { atom } from 'jotai';`,
      },
      ['jotai'],
    ],
    [
      'Floating UI dropped from the kit',
      { 'shared/ui/src/Select/Select.tsx': `import { computePosition } from './position.ts';` },
      ['@floating-ui/react'],
    ],
  ])('catches %s', (_, changes, names) => {
    expect(missing(changes)).toEqual(names);
  });

  it('follows only the workspace packages a package.json declares', () => {
    const undeclared = fixturePackages.map((pkg) =>
      pkg.name === '@gw/site' ? { ...pkg, dependencies: ['jotai'] } : pkg,
    );
    expect(missing({}, undeclared)).toEqual(['redaxios', 'superstruct']);
  });
});
