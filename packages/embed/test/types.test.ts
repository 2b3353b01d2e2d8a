// The type test (issue 28): tsc on a partner's React 19 page (test/fixture/partnerPage.tsx) that
// uses every element, attribute and event through the BUILT packages. Its @ts-expect-error lines
// (a wrong attribute, a wrong detail field, a name that is no widget) must be errors too.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const fixture = join(import.meta.dirname, 'fixture/tsconfig.json');

it('a React 19 + TypeScript page using every element, attribute and event type-checks', async () => {
  const run = promisify(execFile)(
    join(root, 'node_modules/.bin/tsc'),
    ['-p', fixture, '--noEmit'],
    {
      cwd: root,
    },
  );
  await expect(run.then(({ stdout }) => stdout)).resolves.toBe('');
});
