import type { PriceTrend, SimilarSale } from '../../../contracts/sales';
import type { SimilarSale as FoundSale } from '../../sales/find-similar-sales';
import type { PriceTrend as FoundTrend } from '../../sales/price-trend';

export function presentSimilarSale(sale: FoundSale): SimilarSale {
  return {
    domain: sale.domain,
    priceUsd: sale.priceUsd,
    date: sale.date,
    venue: sale.venue,
    match: sale.match,
    ...(sale.word === undefined ? {} : { word: sale.word }),
  };
}

export function presentPriceTrend(trend: FoundTrend): PriceTrend {
  return {
    ...(trend.keyword === undefined ? {} : { keyword: trend.keyword }),
    ...(trend.tld === undefined ? {} : { tld: trend.tld }),
    trendOverYear: trend.trendOverYear.map(({ year, sales, medianPrice }) => ({ year, sales, medianPrice })),
  };
}
