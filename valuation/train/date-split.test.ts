import { describe, expect, it } from 'vitest';
import { splitByDate } from './date-split';

describe('split by date', () => {
  it('holds out the newest sales, keeps undated ones for training, and never puts a name on both sides', () => {
    const rows = [
      { date: '2018-03-01', domain: 'resold.com' },
      { date: '2019-08-01', domain: 'resold.com' },
      { date: '2018-05-01', domain: 'older.com' },
      { date: null, domain: 'report.com' },
      { date: '2019-07-01', domain: 'newest.net' },
    ];
    const split = splitByDate(rows, '2019-07-01');
    expect(split.validation).toEqual([1, 4]);
    expect(split.train).toEqual([2, 3]);
    expect(split.droppedRepeats).toBe(1);
    const trainNames = new Set(split.train.map((i) => rows[i]?.domain));
    expect(split.validation.some((i) => trainNames.has(rows[i]?.domain ?? ''))).toBe(false);
  });
});
