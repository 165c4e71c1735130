export type DatedRow = { date: string | null; domain: string };

export type DateSplit = {
  /** Indexes of the rows to learn from: sold before `from`, or undated, and no name of the other side. */
  train: number[];
  /** Indexes of the rows sold on or after `from`: the newest sales. */
  validation: number[];
  /** Older sales left out because the same name sold again on or after `from`. */
  droppedRepeats: number;
};

/**
 * Splits sales by date, never at random: the rows dated on or after `from` (YYYY-MM-DD) are held out. Undated
 * rows (report rows) stay on the training side. A name that sold on both sides keeps only its newer sales,
 * so no name sits in both sets.
 */
export function splitByDate(rows: readonly DatedRow[], from: string): DateSplit {
  const validation: number[] = [];
  const heldOutNames = new Set<string>();
  rows.forEach((row, index) => {
    if (row.date !== null && row.date >= from) {
      validation.push(index);
      heldOutNames.add(row.domain);
    }
  });
  const train: number[] = [];
  let droppedRepeats = 0;
  rows.forEach((row, index) => {
    if (row.date !== null && row.date >= from) return;
    if (heldOutNames.has(row.domain)) droppedRepeats += 1;
    else train.push(index);
  });
  return { train, validation, droppedRepeats };
}
