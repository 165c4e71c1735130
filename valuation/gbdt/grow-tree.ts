// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { binsPerFeature } from './bin-features';
import { slotSize, slotsPerChunk } from './build-histograms';
import { findBestSplit, type Split, type SplitParams } from './find-split';
import { type GbdtTree, missingOnlyThreshold, roundFloat } from './gbdt-model';
import { partitionNode, scoreLeaf, scoreLeafPair, splitFields } from './partition-rows';
import type { TreeThreads } from './tree-threads';

export type GrowParams = SplitParams & { maxDepth: number; learningRate: number };

export type GrowContext = {
  threads: TreeThreads;
  /** Gradient pairs by position, for the root's sums. */
  gradHess: Float32Array;
  featureCount: number;
  cuts: number[][];
  /** Real bins per feature (cuts + 1). */
  realBins: Int32Array;
  params: GrowParams;
  /**
   * Set when every tree sees every row and feature. The root histogram of the next tree is then this
   * one's plus, for each leaf, its value times its hessian histogram (a row's gradient moves by its
   * weight times the leaf value), which is far cheaper than a pass over all rows: every node keeps a
   * histogram until it is a leaf and has been counted. `slot` is the running root histogram.
   */
  rootHistogram?: { slot: number; ready: boolean };
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
 * Grows one tree depthwise over positions [0, sampleCount) (`rowsInOrder`: position p holds row p), whose
 * gradient pairs are set, and adds its
 * output to those rows' predictions. Per level: partition each split node's positions (stable, so rows
 * stay in ascending order), build the histogram of the smaller child of each pair on all threads, derive
 * its sibling by subtracting it from the parent's histogram in place, then find the children's splits.
 */
export async function growTree(
  context: GrowContext,
  sampleCount: number,
  features: Int32Array,
  rowsInOrder: boolean,
): Promise<GbdtTree> {
  const { threads, params } = context;
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
  const leafValue = (grad: number, hess: number) => {
    const denominator = hess + params.lambda;
    return denominator > 0 ? roundFloat((-grad / denominator) * params.learningRate) : 0;
  };
  const running = context.rootHistogram;
  const mightSplit = (hess: number, depth: number) =>
    depth < params.maxDepth && hess >= 2 * params.minChildWeight;
  const canSplit = (entry: NodeEntry, depth: number) =>
    entry.end - entry.start >= 2 && mightSplit(entry.hess, depth);
  const needsHistogram = (entry: NodeEntry, depth: number) => running !== undefined || canSplit(entry, depth);
  const findSplit = (entry: NodeEntry) => {
    const hist = threads.chunks[Math.floor(entry.slot / slotsPerChunk)]!;
    const base = (entry.slot % slotsPerChunk) * slotSize(context.featureCount);
    entry.split = findBestSplit(hist, base, features, context.realBins, entry.grad, entry.hess, params);
  };

  let grad = 0;
  let hess = 0;
  for (let p = 0; p < sampleCount; p++) {
    grad += context.gradHess[2 * p]!;
    hess += context.gradHess[2 * p + 1]!;
  }
  const root: NodeEntry = { node: addNode(hess), start: 0, end: sampleCount, grad, hess, slot: -1 };
  if (running?.ready) {
    root.slot = threads.allocateSlot();
    copyHistogram(context, running.slot, root.slot);
  } else if (needsHistogram(root, 0)) {
    root.slot = threads.allocateSlot();
    await threads.build(Int32Array.of(0, sampleCount, root.slot, rowsInOrder ? 1 : 0), features);
    if (running) {
      copyHistogram(context, root.slot, running.slot);
      running.ready = true;
    }
  }
  if (canSplit(root, 0)) findSplit(root);

  let level = [root];
  for (let depth = 0; level.length > 0; depth++) {
    const fields = new Int32Array(level.length * splitFields);
    const values = new Float64Array(level.length * 2);
    const pairs: [parent: NodeEntry, left: NodeEntry, right: NodeEntry, index: number][] = [];
    level.forEach((entry, index) => {
      const at = index * splitFields;
      fields[at] = entry.start;
      fields[at + 1] = entry.end;
      const chosen = entry.split;
      if (!chosen) {
        tree.value[entry.node] = leafValue(entry.grad, entry.hess);
        fields[at + 5] = scoreLeaf;
        values[2 * index] = tree.value[entry.node]!;
        if (running) addLeafToRoot(context, running.slot, entry.slot, tree.value[entry.node]!);
        if (entry.slot >= 0) threads.freeSlot(entry.slot);
        return;
      }
      const node = entry.node;
      const left: NodeEntry = {
        node: addNode(chosen.leftHess),
        start: entry.start,
        end: entry.start,
        grad: chosen.leftGrad,
        hess: chosen.leftHess,
        slot: -1,
      };
      const right: NodeEntry = {
        node: addNode(chosen.rightHess),
        start: entry.end,
        end: entry.end,
        grad: chosen.rightGrad,
        hess: chosen.rightHess,
        slot: -1,
      };
      tree.feature[node] = chosen.feature;
      tree.thresholdBin[node] = chosen.bin;
      tree.threshold[node] =
        chosen.bin === 0 ? missingOnlyThreshold : context.cuts[chosen.feature]![chosen.bin - 1]!;
      tree.defaultLeft[node] = chosen.defaultLeft ? 1 : 0;
      tree.left[node] = left.node;
      tree.right[node] = right.node;
      tree.gain[node] = roundFloat(chosen.gain);
      fields[at + 2] = chosen.feature;
      fields[at + 3] = chosen.bin;
      fields[at + 4] = chosen.defaultLeft ? 1 : 0;
      if (running || mightSplit(left.hess, depth + 1) || mightSplit(right.hess, depth + 1)) {
        fields[at + 5] = partitionNode;
        pairs.push([entry, left, right, index]);
        return;
      }
      // Both children are leaves: their rows are scored without being partitioned.
      tree.value[left.node] = leafValue(left.grad, left.hess);
      tree.value[right.node] = leafValue(right.grad, right.hess);
      fields[at + 5] = scoreLeafPair;
      values[2 * index] = tree.value[left.node]!;
      values[2 * index + 1] = tree.value[right.node]!;
      threads.freeSlot(entry.slot);
    });
    const middles = await threads.partition({ fields, values });

    const next: NodeEntry[] = [];
    const build: number[] = [];
    const subtract: [large: number, small: number][] = [];
    const builtOnlyToSubtract: NodeEntry[] = [];
    for (const [parent, left, right, index] of pairs) {
      left.end = right.start = middles[index]!;
      next.push(left, right);
      const [small, large] = left.end - left.start <= right.end - right.start ? [left, right] : [right, left];
      const smallSplits = needsHistogram(small, depth + 1);
      const largeSplits = needsHistogram(large, depth + 1);
      if (!smallSplits && !largeSplits) {
        threads.freeSlot(parent.slot);
        continue;
      }
      small.slot = threads.allocateSlot();
      build.push(small.start, small.end, small.slot, 0);
      if (largeSplits) {
        large.slot = parent.slot;
        subtract.push([large.slot, small.slot]);
      } else {
        threads.freeSlot(parent.slot);
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
      if (entry.slot >= 0 && canSplit(entry, depth + 1)) findSplit(entry);
      if (!entry.split && entry.slot >= 0 && !running) {
        threads.freeSlot(entry.slot);
        entry.slot = -1;
      }
    }
    level = next;
  }
  fillMeans(tree);
  return tree;
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

function copyHistogram(context: GrowContext, from: number, into: number): void {
  const { chunks } = context.threads;
  const size = slotSize(context.featureCount);
  const source = chunks[Math.floor(from / slotsPerChunk)]!;
  const start = (from % slotsPerChunk) * size;
  chunks[Math.floor(into / slotsPerChunk)]!.set(
    source.subarray(start, start + size),
    (into % slotsPerChunk) * size,
  );
}

/** Moves the running root histogram's gradient sums by a leaf's value times its hessian sums. */
function addLeafToRoot(context: GrowContext, root: number, leaf: number, value: number): void {
  const { chunks } = context.threads;
  const size = slotSize(context.featureCount);
  const into = chunks[Math.floor(root / slotsPerChunk)]!;
  const from = chunks[Math.floor(leaf / slotsPerChunk)]!;
  const intoBase = (root % slotsPerChunk) * size;
  const fromBase = (leaf % slotsPerChunk) * size;
  const stride = binsPerFeature * 2;
  for (let f = 0; f < context.featureCount; f++) {
    const offset = f * stride;
    const used = 2 * (context.realBins[f]! + 1);
    for (let k = offset; k < offset + used; k += 2) into[intoBase + k]! += value * from[fromBase + k + 1]!;
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
