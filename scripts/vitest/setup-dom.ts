import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Aliased to @testing-library/preact in the preact project, so each renderer cleans its own tree.
afterEach(() => {
  cleanup();
});
