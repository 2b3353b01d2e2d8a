import { type Attribution, modeHeader } from '@gw/config';

/**
 * Marks a widget's attribution as a test-mode lead's (issue 28) and returns it. The mark is not
 * enumerable, so X-Gw-Attribution's JSON stays as it was; modeHeaders sends it in its own header.
 */
export function inTestMode(attribution: Attribution): Attribution {
  return Object.defineProperty(attribution, 'mode', { value: 'test', configurable: true });
}

/** `X-Gw-Mode: test` for a test-mode lead (its attribution says so), else no header. */
export function modeHeaders(attribution: Attribution | undefined): Record<string, string> {
  return attribution?.mode === 'test' ? { [modeHeader]: 'test' } : {};
}
