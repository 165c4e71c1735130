import type { FastifyInstance } from 'fastify';
import {
  priceTrendsRequestSchema,
  priceTrendTermLimit,
  similarSalesLimit,
  similarSalesRequestSchema,
} from '../../../contracts/sales';
import type { AppContext } from '../../app-context';
import { ok } from '../../envelope';
import { findSimilarSales } from '../../sales/find-similar-sales';
import { priceTrends } from '../../sales/price-trends';
import { presentPriceTrend, presentSimilarSale } from './present-sales';

// Public for now: rate limit (global), no authentication. When accounts arrive these move behind
// the package check like the other research answers.
export function salesRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/pricer/v1/similar_sales', async (request) => {
    const body = similarSalesRequestSchema.parse(request.body);
    const [domain = ''] = body.domains;
    const sales = await findSimilarSales({ db, domain, limit: similarSalesLimit });
    return ok(sales.map(presentSimilarSale));
  });

  app.post('/pricer/v1/price_trends', async (request) => {
    const body = priceTrendsRequestSchema.parse(request.body);
    const trends = await priceTrends({
      db,
      keywords: body.keywords,
      tlds: body.tlds,
      limit: priceTrendTermLimit,
    });
    return ok(trends.map(presentPriceTrend));
  });
}
