import { describe, expect, it } from 'vitest';
import { segmentWords } from './segment-words';

describe('segmentWords', () => {
  it("splits 'carinsurance' into its two words", () => {
    expect(segmentWords('carinsurance')).toEqual(['car', 'insurance']);
  });

  it('splits longer phrases at the common words a reader sees', () => {
    expect(segmentWords('thebestcarinsurance')).toEqual(['the', 'best', 'car', 'insurance']);
    expect(segmentWords('buyhousesfast')).toEqual(['buy', 'houses', 'fast']);
  });

  it("keeps a brand the dictionaries know, 'google', whole", () => {
    expect(segmentWords('google')).toEqual(['google']);
  });

  it("leaves letters no word explains, 'xkqz', as one piece", () => {
    expect(segmentWords('xkqz')).toEqual(['xkqz']);
  });

  it('keeps digit runs as pieces and lets hyphens only separate', () => {
    expect(segmentWords('4sale')).toEqual(['4', 'sale']);
    expect(segmentWords('car-insurance')).toEqual(['car', 'insurance']);
    expect(segmentWords('123')).toEqual(['123']);
  });

  it('reads upper case as lower case and gives the same split every time', () => {
    expect(segmentWords('CarInsurance')).toEqual(['car', 'insurance']);
    expect(segmentWords('mycryptowallet')).toEqual(segmentWords('mycryptowallet'));
  });
});
