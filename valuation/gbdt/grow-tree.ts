// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { binsPerFeature } from './bin-features';
import { type HistogramData, slotSize, slotsPerChunk } from './build-histograms';
import { findBestSplit, type Split, type SplitParams } from './find-split';
import { type GbdtTree, roundFloat } from './gbdt-model';
import type { HistogramThreads } from './histogram-threads';

export type GrowParams = SplitParams & { maxDepth: number; learningRate: number };

export type GrowContext = {
  data: HistogramData;
  threads: HistogramThreads;
  featureCount: number;
  cuts: number[][];
  /** Real bins per feature (cuts + 1). */
  realBins: Int32Array;
  params: GrowParams;
  /** Partition scratch, as long as the data. */
  spillPositions: Uint32Array;
  spillGradHess: Float64Array;
};

export type GrownTree = {
  tree: GbdtTree;
  /** Triples (first position, end position, leaf node): where each sampled row ended up. */
  leaves: number[];
};

type NodeEntry = {
  node: number;
  start: number;
  end: number;
  grad: number;
  hess: number;
  slot: number;
  split?: Split;
};

/**
 * Grows one tree depthwise over positions [0, sampleCount) of `context.data`, whose gradient pairs are
 * set. Per level: partition each split node's positions (stable, so rows stay in ascending order), build
 * the histogram of the smaller child of each pair on all threads, derive its sibling by subtracting it
 * from the parent's histogram in place, then find the children's splits.
 */
export async function growTree(
  context: GrowContext,
  sampleCount: number,
  features: Int32Array,
): Promise<GrownTree> {
  const { data, threads, params } = context;
  const tree: GbdtTree = {
    feature: [],
    thresholdBin: [],
    threshold: [],
    defaultLeft: [],
    left: [],
    right: [],
    value: [],
    cover: [],
    mean: [],
    gain: [],
  };
  const leaves: number[] = [];
  const addNode = (hess: number): number => {
    tree.feature.push(-1);
    tree.thresholdBin.push(0);
    tree.threshold.push(0);
    tree.defaultLeft.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    tree.value.push(0);
    tree.cover.push(roundFloat(hess));
    tree.mean.push(0);
    tree.gain.push(0);
    return tree.feature.length - 1;
  };
  const canSplit = (entry: NodeEntry, depth: number) =>
    depth < params.maxDepth && entry.end - entry.start >= 2 && entry.hess >= 2 * params.minChildWeight;
  const split = (entry: NodeEntry) => {
    const hist = context.threads.chunks[Math.floor(entry.slot / slotsPerChunk)]!;
    const base = (entry.slot % slotsPerChunk) * slotSize(context.featureCount);
    entry.split = findBestSplit(hist, base, features, context.realBins, entry.grad, entry.hess, params);
  };

  let grad = 0;
  let hess = 0;
  for (let p = 0; p < sampleCount; p++) {
    grad += data.gradHess[2 * p]!;
    hess += data.gradHess[2 * p + 1]!;
  }
  const root: NodeEntry = { node: addNode(hess), start: 0, end: sampleCount, grad, hess, slot: -1 };
  if (canSplit(root, 0)) {
    root.slot = threads.allocateSlot();
    await threads.build(Int32Array.of(0, sampleCount, root.slot), features);
    split(root);
  }

  let level = [root];
  for (let depth = 0; level.length > 0; depth++) {
    const next: NodeEntry[] = [];
    const build: number[] = [];
    const subtract: [large: number, small: number][] = [];
    const builtOnlyToSubtract: NodeEntry[] = [];
    for (const entry of level) {
      const chosen = entry.split;
      if (!chosen) {
        tree.value[entry.node] = roundFloat(
          (-entry.grad / (entry.hess + params.lambda)) * params.learningRate,
        );
        leaves.push(entry.start, entry.end, entry.node);
        if (entry.slot >= 0) threads.freeSlot(entry.slot);
        continue;
      }
      const middle = partition(context, entry.start, entry.end, chosen);
      const left: NodeEntry = {
        node: addNode(chosen.leftHess),
        start: entry.start,
        end: middle,
        grad: chosen.leftGrad,
        hess: chosen.leftHess,
        slot: -1,
      };
      const right: NodeEntry = {
        node: addNode(chosen.rightHess),
        start: middle,
        end: entry.end,
        grad: chosen.rightGrad,
        hess: chosen.rightHess,
        slot: -1,
      };
      const node = entry.node;
      tree.feature[node] = chosen.feature;
      tree.thresholdBin[node] = chosen.bin;
      tree.threshold[node] = context.cuts[chosen.feature]![chosen.bin - 1]!;
      tree.defaultLeft[node] = chosen.defaultLeft ? 1 : 0;
      tree.left[node] = left.node;
      tree.right[node] = right.node;
      tree.gain[node] = roundFloat(chosen.gain);
      next.push(left, right);

      const [small, large] = middle - entry.start <= entry.end - middle ? [left, right] : [right, left];
      const smallSplits = canSplit(small, depth + 1);
      const largeSplits = canSplit(large, depth + 1);
      if (!smallSplits && !largeSplits) {
        threads.freeSlot(entry.slot);
        continue;
      }
      small.slot = threads.allocateSlot();
      build.push(small.start, small.end, small.slot);
      if (largeSplits) {
        large.slot = entry.slot;
        subtract.push([large.slot, small.slot]);
      } else {
        threads.freeSlot(entry.slot);
      }
      if (!smallSplits) builtOnlyToSubtract.push(small);
    }
    if (build.length > 0) await threads.build(Int32Array.from(build), features);
    for (const [large, small] of subtract) subtractHistogram(context, large, small, features);
    for (const entry of builtOnlyToSubtract) {
      threads.freeSlot(entry.slot);
      entry.slot = -1;
    }
    for (const entry of next) {
      if (canSplit(entry, depth + 1) && entry.slot >= 0) split(entry);
      if (!entry.split && entry.slot >= 0) {
        threads.freeSlot(entry.slot);
        entry.slot = -1;
      }
    }
    level = next;
  }
  fillMeans(tree);
  return { tree, leaves };
}

/** Stable in-place partition of positions [start, end): rows going left first, each side in order. */
function partition(context: GrowContext, start: number, end: number, split: Split): number {
  const { bins, rowCount, positions, gradHess } = context.data;
  const { spillPositions, spillGradHess } = context;
  const column = split.feature * rowCount;
  const threshold = split.bin;
  const missingLeft = split.defaultLeft;
  let write = start;
  let spilled = 0;
  for (let p = start; p < end; p++) {
    const row = positions[p]!;
    const bin = bins[column + row]!;
    if (bin === 0 ? missingLeft : bin <= threshold) {
      positions[write] = row;
      gradHess[2 * write] = gradHess[2 * p]!;
      gradHess[2 * write + 1] = gradHess[2 * p + 1]!;
      write++;
    } else {
      spillPositions[spilled] = row;
      spillGradHess[2 * spilled] = gradHess[2 * p]!;
      spillGradHess[2 * spilled + 1] = gradHess[2 * p + 1]!;
      spilled++;
    }
  }
  positions.set(spillPositions.subarray(0, spilled), write);
  gradHess.set(spillGradHess.subarray(0, 2 * spilled), 2 * write);
  return write;
}

function subtractHistogram(context: GrowContext, large: number, small: number, features: Int32Array): void {
  const { chunks } = context.threads;
  const size = slotSize(context.featureCount);
  const into = chunks[Math.floor(large / slotsPerChunk)]!;
  const from = chunks[Math.floor(small / slotsPerChunk)]!;
  const intoBase = (large % slotsPerChunk) * size;
  const fromBase = (small % slotsPerChunk) * size;
  const stride = binsPerFeature * 2;
  for (let j = 0; j < features.length; j++) {
    const offset = features[j]! * stride;
    const used = 2 * (context.realBins[features[j]!]! + 1);
    for (let k = offset; k < offset + used; k++) into[intoBase + k]! -= from[fromBase + k]!;
  }
}

/** Cover-weighted mean of the leaves below each node; children always come after their parent. */
function fillMeans(tree: GbdtTree): void {
  for (let node = tree.feature.length - 1; node >= 0; node--) {
    if (tree.feature[node]! < 0) {
      tree.mean[node] = tree.value[node]!;
      continue;
    }
    const left = tree.left[node]!;
    const right = tree.right[node]!;
    const leftCover = tree.cover[left]!;
    const rightCover = tree.cover[right]!;
    const total = leftCover + rightCover;
    tree.mean[node] =
      total > 0 ? roundFloat((leftCover * tree.mean[left]! + rightCover * tree.mean[right]!) / total) : 0;
  }
}
