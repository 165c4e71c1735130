import { domainToASCII } from 'node:url';
import type { Lexicon } from './lexicon';
import { tldDelegationYears } from './tld-delegation-years';

// Codes are stored in model files: append new types, never reorder. 0 is not used; unknown is NaN.
export const tldTypes = [
  'unknown',
  'legacy-generic',
  'country-code',
  'new-generic',
  'sponsored',
  'infrastructure',
  'test',
] as const;
export type TldType = (typeof tldTypes)[number];

// The unsponsored gTLDs delegated before ICANN's 2012 New gTLD Program (1985-2005); every later generic
// TLD is a new gTLD. IANA lists biz, name and pro as 'generic-restricted'.
const legacyGenericTlds = new Set(['com', 'net', 'org', 'info', 'biz', 'name', 'pro', 'mobi']);

export type TldFacts = {
  /** ASCII, lower case: 'co.uk', 'xn--p1ai'. */
  tld: string;
  /** The last label, whose type and registry apply: 'uk' for 'co.uk'. */
  topLevel: string;
  /** 2 for a second-level registry such as 'co.uk' or 'com.au'. */
  levels: number;
  type: TldType;
  /** For a two-letter country code: the country or territory as IANA names it ('Germany'). */
  country: string | null;
  /** Year the top level entered the root zone; NaN where the hand-checked table has none. */
  delegationYear: number;
  /** Categorical code of the top level in the lexicon's TLD list (lexicon-1); NaN if not listed. */
  code: number;
  idn: boolean;
};

const caches = new WeakMap<Lexicon, Map<string, TldFacts>>();
const maxCached = 10_000;

/** Facts about a TLD ('com', '.co.uk', 'рф'); the same answer is served from a cache. */
export function tldFacts(tld: string, lexicon: Lexicon): TldFacts {
  let cache = caches.get(lexicon);
  if (!cache) {
    cache = new Map();
    caches.set(lexicon, cache);
  }
  let facts = cache.get(tld);
  if (facts) return facts;
  facts = computeTldFacts(normalizeTld(tld), lexicon);
  if (cache.size >= maxCached) cache.clear();
  cache.set(tld, facts);
  return facts;
}

export function normalizeTld(tld: string): string {
  const name = tld.trim().toLowerCase().replace(/^\.+/, '').replace(/\.$/, '');
  if (/[^\p{ASCII}]/u.test(name)) return domainToASCII(name) || name;
  return name;
}

function computeTldFacts(tld: string, lexicon: Lexicon): TldFacts {
  const topLevel = tld.slice(tld.lastIndexOf('.') + 1);
  const entry = lexicon.tlds.get(topLevel);
  const twoLetters = /^[a-z]{2}$/.test(topLevel);
  let type: TldType = 'unknown';
  if (entry) type = ianaType(topLevel, entry.type);
  // Every two-letter ASCII TLD is reserved for a country code (RFC 1591), listed or not.
  else if (twoLetters) type = 'country-code';
  return {
    tld,
    topLevel,
    levels: tld === '' ? 0 : tld.split('.').length,
    type,
    country: type === 'country-code' && twoLetters && entry ? countryName(entry.description) : null,
    delegationYear: Object.hasOwn(tldDelegationYears, topLevel)
      ? (tldDelegationYears[topLevel] ?? Number.NaN)
      : Number.NaN,
    code: entry?.code ?? Number.NaN,
    idn: topLevel.startsWith('xn--'),
  };
}

function ianaType(topLevel: string, type: string): TldType {
  switch (type) {
    case 'generic':
    case 'generic-restricted':
      return legacyGenericTlds.has(topLevel) ? 'legacy-generic' : 'new-generic';
    case 'country-code':
    case 'sponsored':
    case 'infrastructure':
    case 'test':
      return type;
    default:
      return 'unknown';
  }
}

/** 'Germany (Federal Republic of)' -> 'Germany'. */
function countryName(description: string): string {
  return description.replace(/\s*\(.*\)\s*$/, '').trim();
}
