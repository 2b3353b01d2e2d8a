import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered section. Colour contrast and landmark rules are left to the
 * browser tests: happy-dom computes no styles, and a lone section is not a whole page.
 */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-unique': { enabled: false },
    },
  });
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
  expect(problems).toEqual([]);
}
