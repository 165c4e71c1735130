import { type EstimateRequest, type Estimation, estimationSchema } from '../../contracts/estimate';
import { defaultEstimationModel } from '../../contracts/estimation-models';
import { messages } from '../../contracts/messages';
import { ApiError } from './api-error';
import { postEnvelope } from './request';

export const basicEstimatePath = '/pricer/v1/basic/estimate';

/** The visitor's estimate of one domain (POST /pricer/v1/basic/estimate). */
export async function fetchBasicEstimate(domain: string, signal?: AbortSignal): Promise<Estimation> {
  const body: EstimateRequest = { domains: [domain], estimation_model: defaultEstimationModel };
  const answer = await postEnvelope({ path: basicEstimatePath, body, item: estimationSchema, signal });
  const estimation = answer.data[0];
  if (!estimation) {
    throw new ApiError(200, answer.messages.length ? answer.messages : [noData()]);
  }
  // Spec section 5: an estimation without an idn is not to be trusted.
  if (!estimation.idn) {
    throw new ApiError(200, [{ key: 'invalidEstimation', text: messages.invalidEstimation, type: 'error' }]);
  }
  return estimation;
}

function noData() {
  return { key: 'noDataFound', text: messages.noDataFound, type: 'error' as const };
}
