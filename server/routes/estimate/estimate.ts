import type { FastifyInstance } from 'fastify';
import { basicEstimateDomainLimit, estimateRequestSchema } from '../../../contracts/estimate';
import type { AppContext } from '../../app-context';
import { ok } from '../../envelope';
import { estimateDomains, visitorModels } from './estimate-domains';
import { presentEstimation } from './present-estimation';

export function estimateRoutes(app: FastifyInstance, { model }: AppContext): void {
  // Visitors: rate limit (global), no authentication, the default model only.
  app.post('/pricer/v1/basic/estimate', async (request) => {
    const body = estimateRequestSchema.parse(request.body);
    const estimates = estimateDomains({
      model: model.current(),
      domains: body.domains,
      modelName: body.estimation_model,
      allowedModels: visitorModels,
      limit: basicEstimateDomainLimit,
    });
    return ok(estimates.map(presentEstimation));
  });
}
