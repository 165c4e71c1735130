// Recent searches (spec sections 3 and 4): domains, newest first, no duplicates, capped at about 21.
// Pure functions; web/search/recent-searches-store.ts keeps the list in local storage.

export const recentSearchesCap = 21;

/** Puts `domain` at the front, drops an older copy of it and cuts the list to `cap` entries. */
export function addRecentSearch(list: readonly string[], domain: string, cap = recentSearchesCap): string[] {
  const entry = domain.trim();
  if (entry === '') return list.slice(0, cap);
  return [entry, ...list.filter((item) => item !== entry)].slice(0, cap);
}

/** Reads a stored list, tolerating anything a person or an older version may have left there. */
export function parseRecentSearches(raw: string | null, cap = recentSearchesCap): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const entry = item.trim();
    if (entry === '' || entry.length > 300 || seen.has(entry)) continue;
    seen.add(entry);
    list.push(entry);
  }
  return list.slice(0, cap);
}

/**
 * The suggestions for what has been typed so far: entries containing it, those starting with it
 * first, each group keeping the newest-first order. An entry equal to the text is left out, since
 * choosing it would change nothing.
 */
export function suggestRecentSearches(list: readonly string[], typed: string, limit = 8): string[] {
  const query = typed.trim().toLowerCase();
  if (query === '') return list.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const item of list) {
    const lower = item.toLowerCase();
    if (lower === query) continue;
    if (lower.startsWith(query)) starts.push(item);
    else if (lower.includes(query)) contains.push(item);
  }
  return [...starts, ...contains].slice(0, limit);
}
