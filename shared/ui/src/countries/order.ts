import { priorityCountries } from '@gw/config';

const rank = /* @__PURE__ */ new Map<string, number>(
  priorityCountries.map((code, index) => [code, index]),
);

/** A country's place among the priority countries (spec §1: Nigeria, then the diaspora); else none. */
export function priorityOf(code: string): number | undefined {
  return rank.get(code.toUpperCase());
}

/**
 * The one order of every country and dial-code list (issue 26): Nigeria, then the diaspora
 * countries (@gw/config priorityCountries), then the rest alphabetically by name. A new array.
 */
export function orderCountries<Entry extends { code: string; name: string }>(
  entries: readonly Entry[],
): Entry[] {
  return [...entries].sort((a, b) => {
    const first = priorityOf(a.code) ?? rank.size;
    const second = priorityOf(b.code) ?? rank.size;
    return first - second || a.name.localeCompare(b.name, 'en');
  });
}
