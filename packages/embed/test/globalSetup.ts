// Vitest global setup of the `packages` project: builds the SDK packages' dist (their .js and
// .d.ts, as a partner installs them) before any test imports them or type-checks against them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export default function setup(): void {
  for (const dir of ['packages/embed', 'packages/embed-react']) {
    execFileSync(`${root}node_modules/.bin/tsc`, ['-p', `${dir}/tsconfig.build.json`], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}
