import { describe, expect, it } from 'vitest';
import { isBadPort, ports } from './index.ts';

describe('the run contract ports', () => {
  it.each(Object.entries(ports))('%s (%i) is not a port browsers refuse', (_service, port) => {
    expect(isBadPort(port)).toBe(false);
  });

  it("knows the Fetch Standard's bad ports, 4190 among them", () => {
    expect([1, 4190, 6679, '10080'].map(isBadPort)).toEqual([true, true, true, true]);
    expect([4173, 4180, 4191, 8787].map(isBadPort)).toEqual([false, false, false, false]);
  });
});
