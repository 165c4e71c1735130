import type { TFunction } from 'i18next';
import type { Estimation, SaleContext } from '../../contracts/estimate';
import type { Language } from '../i18n/languages';
import { formatNumber } from './format-price';

// What the figure stands for ('Price at a GoDaddy auction, at 2019 prices') and which model made it.

type Venue = { name: string; kind: 'auction' | 'marketplace' };

// The marketplaces of the sales data, by the keys the valuation uses. Where a venue is known mostly for
// its auctions, the figure reads as an auction price.
const venues: Record<string, Venue> = {
  godaddy: { name: 'GoDaddy', kind: 'auction' },
  namejet: { name: 'NameJet', kind: 'auction' },
  uniregistry: { name: 'Uniregistry', kind: 'marketplace' },
  dropcatch: { name: 'DropCatch', kind: 'auction' },
  sedo: { name: 'Sedo', kind: 'marketplace' },
  buydomains: { name: 'BuyDomains', kind: 'marketplace' },
  flippa: { name: 'Flippa', kind: 'marketplace' },
  'park.io': { name: 'Park.io', kind: 'auction' },
  dynadot: { name: 'Dynadot', kind: 'auction' },
  'whois.ai': { name: 'whois.ai', kind: 'marketplace' },
  '4.cn': { name: '4.cn', kind: 'marketplace' },
  namescon: { name: 'NamesCon', kind: 'auction' },
  'namepull.com': { name: 'NamePull', kind: 'auction' },
  'xynames.com': { name: 'XYNames', kind: 'marketplace' },
  pheenix: { name: 'Pheenix', kind: 'auction' },
};

/** The display name of a venue key; an unknown venue as given. */
export function venueName(venue: string): string {
  return venues[venue.trim().toLowerCase()]?.name ?? venue;
}

/** 'Price at a GoDaddy auction, at 2019 prices'. */
export function describeSaleContext(t: TFunction, context: SaleContext): string {
  const known = venues[context.venue.trim().toLowerCase()];
  const venue = known?.name ?? context.venue;
  if (venue.trim() === '') return t('reasons.contextYear', { year: context.year });
  const key = known?.kind === 'auction' ? 'reasons.contextAuction' : 'reasons.contextSale';
  return t(key, { venue, year: context.year });
}

/** 'Model price_range (version …), trained on 31,000 real sales'. */
export function describeModel(t: TFunction, estimation: Estimation, language: Language): string {
  return t('reasons.model', {
    model: estimation.model,
    version: estimation.modelVersion,
    count: estimation.trainingSales,
    sales: formatNumber(estimation.trainingSales, language),
  });
}
