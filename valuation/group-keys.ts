import type { CharClass, TldType } from './name-features';

/** What a name is grouped by. */
export type GroupProperties = { tld: string; tldType: TldType; lengthBucket: string; charClass: CharClass };

/** The group properties an estimate was read from; a property left out was backed off. */
export type MatchedProperties = { tld?: string; length?: string; charClass?: string };

type Level = { tld: 'exact' | 'type' | 'any'; length: boolean; charClass: boolean };

// Finest group first. Length and character class are given up last because they move a price more
// than the TLD does: this order beat "TLD first" on the 2019 hold-out (bench/README.md), most for
// names outside .com and for short names.
const backoffLevels: readonly Level[] = [
  { tld: 'exact', length: true, charClass: true },
  { tld: 'type', length: true, charClass: true },
  { tld: 'any', length: true, charClass: true },
  { tld: 'exact', length: true, charClass: false },
  { tld: 'type', length: true, charClass: false },
  { tld: 'any', length: true, charClass: false },
  { tld: 'exact', length: false, charClass: false },
  { tld: 'type', length: false, charClass: false },
  { tld: 'any', length: false, charClass: false },
];

// Keys read 'com|4|letters', '*country-code|3|*', '*|*|*'. A TLD never holds '*' or '|', so the
// three kinds of TLD part cannot collide.
const any = '*';
export const globalGroupKey = '*|*|*';

/** Keys of every group a name belongs to, finest first, ending with the global group. */
export function groupKeys(properties: GroupProperties): string[] {
  return backoffLevels.map((level) => {
    const tld =
      level.tld === 'exact' ? properties.tld : level.tld === 'type' ? `*${properties.tldType}` : any;
    const length = level.length ? properties.lengthBucket : any;
    const charClass = level.charClass ? properties.charClass : any;
    return `${tld}|${length}|${charClass}`;
  });
}

/** The properties a group key fixes: a TLD type stands in the `tld` slot as 'generic' or 'country-code'. */
export function matchedProperties(key: string): MatchedProperties {
  const [tld = any, length = any, charClass = any] = key.split('|');
  const matched: MatchedProperties = {};
  if (tld !== any) matched.tld = tld.startsWith(any) ? tld.slice(1) : tld;
  if (length !== any) matched.length = length;
  if (charClass !== any) matched.charClass = charClass;
  return matched;
}
