// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import type { HistogramData } from './build-histograms';

/**
 * What one level asks of each of its nodes (`fields`, six numbers a node): its positions, its split, and
 * what to do. A split whose children split further is partitioned. A split whose children are both
 * leaves is not: its rows get the leaf values added to their predictions straight away, and so do the
 * rows of a node that did not split (`values`: left and right value, or the leaf's value twice).
 */
export const splitFields = 6;
export const partitionNode = 0;
export const scoreLeafPair = 1;
export const scoreLeaf = 2;
export type SplitRecords = {
  /** Per node: start, end, feature, bin, default left (0/1), what to do (partitionNode, scoreLeafPair, scoreLeaf). */
  fields: Int32Array;
  values: Float64Array;
};

export type PartitionBuffers = {
  data: HistogramData;
  prediction: Float64Array;
  spillPositions: Uint32Array;
  spillGradHess: Float32Array;
};

/**
 * Does what `records` asks of nodes from..to; the first right position of partitioned node i goes to
 * `middles[i - middlesFrom]`.
 */
export function partitionNodes(
  buffers: PartitionBuffers,
  records: SplitRecords,
  from: number,
  to: number,
  middles: Int32Array,
  middlesFrom: number,
): void {
  const { fields, values } = records;
  for (let i = from; i < to; i++) {
    const at = i * splitFields;
    const start = fields[at]!;
    const end = fields[at + 1]!;
    const feature = fields[at + 2]!;
    const bin = fields[at + 3]!;
    const missingLeft = fields[at + 4] === 1;
    const task = fields[at + 5];
    if (task === partitionNode) {
      middles[i - middlesFrom] = partition(buffers, start, end, feature, bin, missingLeft);
    } else if (task === scoreLeafPair) {
      addLeafPairValues(buffers, start, end, feature, bin, missingLeft, values[2 * i]!, values[2 * i + 1]!);
    } else {
      const { positions } = buffers.data;
      const { prediction } = buffers;
      const value = values[2 * i]!;
      for (let p = start; p < end; p++) prediction[positions[p]!]! += value;
    }
  }
}

/** Stable in-place partition of positions [start, end): rows going left first, each side in order. */
function partition(
  buffers: PartitionBuffers,
  start: number,
  end: number,
  feature: number,
  threshold: number,
  missingLeft: boolean,
): number {
  const { bins, rowCount, positions, gradHess } = buffers.data;
  const { spillPositions, spillGradHess } = buffers;
  const column = feature * rowCount;
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

function addLeafPairValues(
  buffers: PartitionBuffers,
  start: number,
  end: number,
  feature: number,
  threshold: number,
  missingLeft: boolean,
  leftValue: number,
  rightValue: number,
): void {
  const { bins, rowCount, positions } = buffers.data;
  const { prediction } = buffers;
  const column = feature * rowCount;
  const missingValue = missingLeft ? leftValue : rightValue;
  for (let p = start; p < end; p++) {
    const row = positions[p]!;
    const bin = bins[column + row]!;
    prediction[row]! += bin === 0 ? missingValue : bin <= threshold ? leftValue : rightValue;
  }
}
