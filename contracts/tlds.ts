import punycode from 'punycode/punycode.es6.js';
import tldList from 'tlds';

// IANA's root zone list, shipped by the `tlds` package (no download at run time). IDN TLDs are
// listed in Unicode, so an ASCII 'xn--' TLD is converted before the look-up.
const known = new Set<string>(tldList);

/** True when the last label of the TLD ('uk' of 'co.uk') is a delegated top-level domain. */
export function isKnownTld(tld: string): boolean {
  const last = (tld.split('.').pop() ?? '').toLowerCase();
  if (known.has(last)) return true;
  try {
    return last.startsWith('xn--') && known.has(punycode.toUnicode(last));
  } catch {
    return false;
  }
}
