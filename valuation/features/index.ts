// The feature extractor of the valuation model: a name (label + TLD) and a sale context in, a numeric
// vector out (NaN = missing), for valuation/gbdt. Word facts come from models/lexicon-1.json, compiled by
// `npm run build:lexicon` from word lists and dictionaries installed as devDependencies.
//
// Training: `const fit = fitTargetEncodings(rows)`, then row i's vector is
// `extractFeatures(label, tld, context, fit.foldTables[fit.fold[i]], matrix.subarray(i * n, (i + 1) * n))`
// (out of fold); store `featureNames`, `lexiconFormat` and `fit.table` in the model file. Inference:
// `extractFeatures(label, tld, referenceContext, model.encodings)`.
export {
  contextFeatureNames,
  describeFeatures,
  extractDescribedFeatures,
  extractFeatures,
  type FeatureDescription,
  featureGroups,
  featureNames,
  optionalFeatureNames,
} from './extract-features';
export type { ReasonKey } from './feature-table';
export { getLexicon, type Lexicon, loadLexicon } from './lexicon';
export { lexiconFormat } from './lexicon-file';
export { knownVenues, type SaleContext } from './sale-context';
export { segmentWords } from './segment-words';
export {
  type EncodedFacts,
  type EncodingStat,
  type Encodings,
  type FitOptions,
  type FitResult,
  fitTargetEncodings,
  type TargetRow,
} from './target-encodings';
export { tldTypes } from './tld-facts';
