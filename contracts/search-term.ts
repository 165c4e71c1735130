import punycode from 'punycode/punycode.es6.js';
import type { MessageKey } from './messages';

// Search-term normalisation of spec section 5, shared by the web app (before navigating) and the
// server (before estimating), so both agree on what a typed term means.

export type NormalizedDomain = {
  /** Readable form, e.g. 'münchen.de'. */
  domain: string;
  /** ASCII (punycode) form, e.g. 'xn--mnchen-3ya.de'; what DNS, whois and the model use. */
  ascii: string;
  /** Readable second-level label without the TLD, e.g. 'münchen'. */
  name: string;
  /** Readable TLD without a leading dot; may have two parts, e.g. 'co.uk'. */
  tld: string;
};

export type NormalizeResult = { ok: true; value: NormalizedDomain } | { ok: false; error: MessageKey };

export const maxLabelLength = 63;

// Second-level labels under which country-code registries sell names (example.co.uk, example.com.au):
// for these the TLD is the last two parts. Everything else takes the last part as the TLD.
const secondLevelLabels = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'ac',
  'ltd',
  'plc',
  'me',
  'or',
  'ne',
  'gen',
  'nom',
  'biz',
  'info',
]);

// Punctuation and symbols are removed (spec: punctuation and < > ≤ ≥ ∆ ~ ` ´); hyphens and dots stay.
const removable = /[^\p{L}\p{M}\p{N}.-]/gu;

/**
 * Turns whatever a person typed ('https://www.Example.com/', 'Example', 'münchen.de') into one
 * domain name, or names the rule it breaks.
 *
 * - only the first whitespace-separated keyword counts;
 * - a scheme (http://, https://), a path, query, port and user part are dropped, and a leading www;
 * - punctuation is removed, hyphens are kept, everything is lowercased;
 * - the name is the label before the TLD (the last one or two dot-separated parts), so
 *   'blog.example.co.uk' means 'example.co.uk'; without a TLD '.com' is appended.
 */
export function normalizeSearchTerm(input: string): NormalizeResult {
  const keyword = input.trim().split(/\s+/)[0] ?? '';
  if (keyword === '') return { ok: false, error: 'searchTokenEmpty' };

  const host = keyword
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0]
    ?.replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(removable, '');
  const parts = (host ?? '').split('.').filter((part) => part !== '');
  while (parts[0] === 'www' && parts.length > 2) parts.shift();
  if (parts.length === 0) return { ok: false, error: 'searchTokenEmpty' };
  if (parts.join('.').length < 2) return { ok: false, error: 'searchTermTooShort' };

  const tldParts = parts.length === 1 ? ['com'] : takeTld(parts);
  const name = trimHyphens(parts[parts.length - tldParts.length - 1] ?? parts[0] ?? '');
  const tld = tldParts.join('.');
  if (name.length < 1 || `${name}${tld}`.length < 2) return { ok: false, error: 'searchTermTooShort' };

  let ascii: string;
  try {
    ascii = punycode.toASCII(`${name}.${tld}`);
  } catch {
    return { ok: false, error: 'searchTokenEmpty' };
  }
  const asciiLabel = ascii.split('.')[0] ?? '';
  if (name.length > maxLabelLength || asciiLabel.length > maxLabelLength)
    return { ok: false, error: 'domainTooLong' };

  const domain = safeToUnicode(ascii);
  const readableName = domain.split('.')[0] ?? name;
  return {
    ok: true,
    value: { domain, ascii, name: readableName, tld: domain.slice(readableName.length + 1) },
  };
}

function takeTld(parts: string[]): string[] {
  const last = parts[parts.length - 1] ?? '';
  const secondLast = parts[parts.length - 2] ?? '';
  if (parts.length >= 3 && last.length === 2 && secondLevelLabels.has(secondLast)) return [secondLast, last];
  return [last];
}

function trimHyphens(label: string): string {
  return label.replace(/^-+|-+$/g, '');
}

function safeToUnicode(ascii: string): string {
  try {
    return punycode.toUnicode(ascii);
  } catch {
    return ascii;
  }
}
