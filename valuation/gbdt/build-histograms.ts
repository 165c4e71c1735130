// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { binsPerFeature } from './bin-features';

/**
 * What a histogram pass reads, all of it in shared memory so the worker threads see the same arrays:
 * the column-major bins, the row of each position, and gradient/hessian pairs stored by position (a
 * node is a contiguous range of positions, so its gradients are read as a stream). The pairs are float32,
 * as in XGBoost: half the bytes to move, and the histogram sums are float64 all the same.
 */
export type HistogramData = {
  bins: Uint8Array;
  rowCount: number;
  positions: Uint32Array;
  gradHess: Float32Array;
};

/** Doubles per histogram slot: a (gradient, hessian) pair for each bin of each feature. */
export function slotSize(featureCount: number): number {
  return featureCount * binsPerFeature * 2;
}

/** Slots live in chunks of this many, each its own SharedArrayBuffer, added as trees need them. */
export const slotsPerChunk = 16;

/**
 * Histograms of the nodes in `nodes` (fours: first position, end position, slot, 1 where position p
 * holds row p) for features
 * `features[from..to)`. Each feature's sums are added in position order whichever thread builds them,
 * which is why any thread count grows the same trees.
 */
export function buildHistograms(
  data: HistogramData,
  chunks: Float64Array[],
  featureCount: number,
  nodes: Int32Array,
  features: Int32Array,
  from: number,
  to: number,
): void {
  const size = slotSize(featureCount);
  for (let i = 0; i < nodes.length; i += 4) {
    const slot = nodes[i + 2]!;
    const hist = chunks[Math.floor(slot / slotsPerChunk)]!;
    const base = (slot % slotsPerChunk) * size;
    buildNodeHistogram(data, hist, base, nodes[i]!, nodes[i + 1]!, features, from, to, nodes[i + 3] === 1);
  }
}

// Eight features per pass over the rows: the row index and the gradient pair are loaded once for eight
// additions, and the eight running sums never wait on each other the way one feature's repeated bin does.
function buildNodeHistogram(
  data: HistogramData,
  hist: Float64Array,
  base: number,
  start: number,
  end: number,
  features: Int32Array,
  from: number,
  to: number,
  rowsInOrder: boolean,
): void {
  const { bins, rowCount: n, positions, gradHess: gh } = data;
  const stride = binsPerFeature * 2;
  for (let j = from; j < to; j++) {
    const offset = base + features[j]! * stride;
    hist.fill(0, offset, offset + stride);
  }
  let j = from;
  for (; j + 8 <= to && !rowsInOrder; j += 8) {
    const f0 = features[j]!;
    const f1 = features[j + 1]!;
    const f2 = features[j + 2]!;
    const f3 = features[j + 3]!;
    const f4 = features[j + 4]!;
    const f5 = features[j + 5]!;
    const f6 = features[j + 6]!;
    const f7 = features[j + 7]!;
    const c0 = f0 * n;
    const c1 = f1 * n;
    const c2 = f2 * n;
    const c3 = f3 * n;
    const c4 = f4 * n;
    const c5 = f5 * n;
    const c6 = f6 * n;
    const c7 = f7 * n;
    const o0 = base + f0 * stride;
    const o1 = base + f1 * stride;
    const o2 = base + f2 * stride;
    const o3 = base + f3 * stride;
    const o4 = base + f4 * stride;
    const o5 = base + f5 * stride;
    const o6 = base + f6 * stride;
    const o7 = base + f7 * stride;
    for (let p = start; p < end; p++) {
      const r = positions[p]!;
      const g = gh[2 * p]!;
      const h = gh[2 * p + 1]!;
      let k = o0 + (bins[c0 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o1 + (bins[c1 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o2 + (bins[c2 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o3 + (bins[c3 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o4 + (bins[c4 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o5 + (bins[c5 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o6 + (bins[c6 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o7 + (bins[c7 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
    }
  }
  // The root of a tree without row sampling: position p is row p, one indirection less.
  for (; j + 8 <= to && rowsInOrder; j += 8) {
    const f0 = features[j]!;
    const f1 = features[j + 1]!;
    const f2 = features[j + 2]!;
    const f3 = features[j + 3]!;
    const f4 = features[j + 4]!;
    const f5 = features[j + 5]!;
    const f6 = features[j + 6]!;
    const f7 = features[j + 7]!;
    const c0 = f0 * n;
    const c1 = f1 * n;
    const c2 = f2 * n;
    const c3 = f3 * n;
    const c4 = f4 * n;
    const c5 = f5 * n;
    const c6 = f6 * n;
    const c7 = f7 * n;
    const o0 = base + f0 * stride;
    const o1 = base + f1 * stride;
    const o2 = base + f2 * stride;
    const o3 = base + f3 * stride;
    const o4 = base + f4 * stride;
    const o5 = base + f5 * stride;
    const o6 = base + f6 * stride;
    const o7 = base + f7 * stride;
    for (let p = start; p < end; p++) {
      const r = p;
      const g = gh[2 * p]!;
      const h = gh[2 * p + 1]!;
      let k = o0 + (bins[c0 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o1 + (bins[c1 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o2 + (bins[c2 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o3 + (bins[c3 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o4 + (bins[c4 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o5 + (bins[c5 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o6 + (bins[c6 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o7 + (bins[c7 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
    }
  }
  for (; j + 4 <= to; j += 4) {
    const c0 = features[j]! * n;
    const c1 = features[j + 1]! * n;
    const c2 = features[j + 2]! * n;
    const c3 = features[j + 3]! * n;
    const o0 = base + features[j]! * stride;
    const o1 = base + features[j + 1]! * stride;
    const o2 = base + features[j + 2]! * stride;
    const o3 = base + features[j + 3]! * stride;
    for (let p = start; p < end; p++) {
      const r = positions[p]!;
      const g = gh[2 * p]!;
      const h = gh[2 * p + 1]!;
      let k = o0 + (bins[c0 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o1 + (bins[c1 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o2 + (bins[c2 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
      k = o3 + (bins[c3 + r]! << 1);
      hist[k]! += g;
      hist[k + 1]! += h;
    }
  }
  for (; j < to; j++) {
    const c0 = features[j]! * n;
    const o0 = base + features[j]! * stride;
    for (let p = start; p < end; p++) {
      const k = o0 + (bins[c0 + positions[p]!]! << 1);
      hist[k]! += gh[2 * p]!;
      hist[k + 1]! += gh[2 * p + 1]!;
    }
  }
}
