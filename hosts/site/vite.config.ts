import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/** The installed version of a package the host provides to remotes as a shared singleton. */
function installedVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// The host is NOT built with the federation plugin: it creates a federation runtime instance on
// first intent (src/remotes/federation.ts), so nothing of federation is on the first-paint path.
export default defineConfig({
  root: import.meta.dirname,
  envPrefix: 'GW_',
  plugins: [react(), tailwindcss()],
  define: {
    __GW_JOTAI_VERSION__: JSON.stringify(installedVersion('jotai')),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
});
