import type { Estimation } from '../../../contracts/estimate';
import type { DomainEstimate } from './estimate-domains';

/** The spec's Estimation, in US dollars (currencies arrive with user profiles). */
export function presentEstimation({ name, modelName, result }: DomainEstimate): Estimation {
  return {
    domain: name.ascii,
    idn: name.domain,
    estimation: result.estimation,
    estimationRange: result.range,
    rangeCoverage: result.coverage,
    currency: 'USD',
    exchangerate: 1,
    estimation_by_currency: result.estimation,
    model: modelName,
    modelVersion: result.modelVersion,
    features: result.features,
    reasons: result.reasons,
    context: result.context,
    trainingSales: result.trainingSales,
  };
}
