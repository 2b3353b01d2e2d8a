import { defineConfig } from 'vitest/config';

/**
 * Every shared/ui (and later remote) component test runs twice: once under React 19 and once
 * under preact/compat, so the kit cannot drift between the site and the script-tag widgets.
 */
const componentTests = ['shared/ui/src/**/*.test.tsx', 'remotes/*/src/**/*.test.tsx'];

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
];

export default defineConfig({
  test: {
    // The real API (embedded Postgres) starts in a few seconds, slower while the suite runs in
    // parallel on two cores: integration tests get room to breathe.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'happy-dom',
          env: { GW_RENDERER: 'react' },
          include: componentTests,
          setupFiles: ['scripts/vitest/setup-dom.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          name: 'preact',
          environment: 'happy-dom',
          env: { GW_RENDERER: 'preact' },
          include: componentTests,
          setupFiles: ['scripts/vitest/setup-dom.ts'],
          // Without inlining, these import the real React and hooks break under Preact.
          server: { deps: { inline: [/@floating-ui/, /jotai/, /@testing-library/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['hosts/site/src/**/*.test.tsx', 'hosts/site/src/**/*.test.ts'],
          setupFiles: ['scripts/vitest/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['widgets/test/**/*.test.ts', 'widgets/src/**/*.test.ts'],
          // The tests load the built widget files: built once here, before any file runs.
          globalSetup: ['widgets/test/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          environment: 'happy-dom',
          include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx'],
          // The SDK's tests run against the built widget files and the packages' own dist.
          globalSetup: ['widgets/test/globalSetup.ts', 'packages/embed/test/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/config/src/**/*.test.ts',
            'shared/forms/src/**/*.test.ts',
            'shared/api-client/src/**/*.test.ts',
            'shared/tooling/src/**/*.test.ts',
            'shared/tooling/src/**/*.test.mjs',
            'hosts/api/src/**/*.test.ts',
            'remotes/*/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
