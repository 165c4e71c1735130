/**
 * Where and when a name sold. Kept apart from the name's own features: a trained model learns the venue
 * and year effects from these, and an estimate for a user sets them to a reference context it states
 * (say, a major marketplace in a recent year), so an unknown venue never reads as 'expensive'.
 */
export type SaleContext = { venue?: string; year?: number };

// Venues of the sales data with 10 or more sales, by count. Codes are stored in model files: append new
// venues at the end, never reorder. A venue not listed is 0 ('other'); no venue is NaN (missing).
export const knownVenues = [
  'godaddy',
  'namejet',
  'uniregistry',
  'dropcatch',
  'sedo',
  'buydomains',
  'flippa',
  'park.io',
  'dynadot',
  'whois.ai',
  '4.cn',
  'namescon',
  'namepull.com',
  'xynames.com',
  'pheenix',
] as const;

const venueCodes = new Map<string, number>(knownVenues.map((venue, index) => [venue, index + 1]));

export function venueCode(venue: string | undefined): number {
  const key = venue?.trim().toLowerCase() ?? '';
  if (key === '') return Number.NaN;
  return venueCodes.get(key) ?? 0;
}

export function saleYear(year: number | undefined): number {
  return year !== undefined && Number.isFinite(year) ? year : Number.NaN;
}
