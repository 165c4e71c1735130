// The plain features of the XGBoost baseline: length, digits, hyphens, TLD, venue, year.
import { knownVenues, type SaleContext } from '../valuation/features/index';
import type { Sale } from '../valuation/index';

export const plainFeatureCount = 6;

// TLD codes by first appearance in a fixed list, so train and test agree; rarer TLDs share one code.
const tldList = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'ai',
  'info',
  'biz',
  'us',
  'me',
  'de',
  'uk',
  'co.uk',
  'cn',
  'tv',
  'ca',
  'in',
  'xyz',
  'app',
  'club',
];

export function plainFeatures(sales: readonly Sale[], contextOf: (sale: Sale) => SaleContext): Float32Array {
  const out = new Float32Array(sales.length * plainFeatureCount);
  sales.forEach((sale, i) => {
    const context = contextOf(sale);
    const label = sale.label;
    const venue = context.venue?.trim().toLowerCase() ?? '';
    const tld = tldList.indexOf(sale.tld);
    out.set(
      [
        label.length,
        (label.match(/[0-9]/g) ?? []).length,
        (label.match(/-/g) ?? []).length,
        tld === -1 ? tldList.length : tld,
        venue === '' ? Number.NaN : knownVenues.indexOf(venue as (typeof knownVenues)[number]) + 1,
        context.year ?? Number.NaN,
      ],
      i * plainFeatureCount,
    );
  });
  return out;
}
