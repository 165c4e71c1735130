// The valuation library: sales in, models out; a name in, an estimate with its range and reasons out.
// Nothing here knows of the server, the database or the web app.
export {
  type EstimateInput,
  type EstimateOutput,
  estimate,
  loadModel,
  type ValuationModel,
} from './engine/estimate';
export { type EstimateContext, estimateName, type NameEstimate } from './engine/estimate-name';
export { evaluateEngine } from './engine/evaluate-engine';
export { type Engine, engineOf, loadEngine } from './engine/load-engine';
export type { Manifest, Metrics, ModelFile } from './engine/model-file';
export type { Reason } from './explain/explain-estimate';
export { parseSales, type ReadSalesResult, type RejectedRow, readSales, type Sale } from './read-sales';
export { splitByDate } from './train/date-split';
export { estimationModelSpecs } from './train/estimation-models';
export { accuracy } from './train/metrics';
export { type TrainAllOptions, trainAllModels } from './train/train-all-models';
export { trainEstimationModel } from './train/train-estimation-model';
