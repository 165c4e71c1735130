// The valuation library: sales in, model out; model and name in, estimate out. Nothing here knows of
// the server, the database or the web app.
export { type EstimateInput, type EstimateOutput, estimate, loadModel } from './estimate';
export type { MatchedProperties } from './group-keys';
export { type CharClass, type NameFeatures, nameFeatures, type TldType, tldType } from './name-features';
export { parseSales, type ReadSalesResult, type RejectedRow, readSales, type Sale } from './read-sales';
export { type TrainOptions, trainGroupModel } from './train-group-model';
export type { GroupStats, ValuationModel } from './valuation-model';
