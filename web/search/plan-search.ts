import type { MessageKey } from '../../contracts/messages';
import { normalizeSearchTerm } from '../../contracts/search-term';

// What pressing GO does with the typed text (spec sections 4 and 5). Logged-in users will go to
// /domain/{domain} once accounts exist; visitors go to /basic/{domain}.

export type SearchPlan =
  | { kind: 'empty' }
  | { kind: 'invalid'; error: MessageKey }
  | { kind: 'go'; domain: string; path: string };

export function planSearch(input: string): SearchPlan {
  if (input.trim() === '') return { kind: 'empty' };
  const result = normalizeSearchTerm(input);
  if (!result.ok) return { kind: 'invalid', error: result.error };
  return { kind: 'go', domain: result.value.domain, path: basicEstimatePath(result.value.domain) };
}

/** The visitor's estimate page of a domain, in its readable form. */
export function basicEstimatePath(domain: string): string {
  return `/basic/${encodeURIComponent(domain)}`;
}
