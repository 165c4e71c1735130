import { describe, expect, it } from 'vitest';
import { markerPosition } from './range-bar';

describe('the range bar', () => {
  it('places the estimate on a logarithmic scale between low and high', () => {
    expect(markerPosition(100, 10000, 1000)).toBeCloseTo(50);
    expect(markerPosition(100, 10000, 100)).toBe(0);
    expect(markerPosition(100, 10000, 10000)).toBe(100);
  });

  it('keeps the marker on the bar for odd input', () => {
    expect(markerPosition(100, 100, 100)).toBe(50);
    expect(markerPosition(0, 100, 50)).toBe(50);
    expect(markerPosition(100, 1000, 5000)).toBe(100);
  });
});
