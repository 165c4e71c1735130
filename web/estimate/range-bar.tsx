type RangeBarProps = { low: number; high: number; value: number; label: string };

/**
 * Where the estimate sits in its range, on a logarithmic scale (prices of names spread over orders of
 * magnitude, so a linear bar would squeeze the estimate against the low end).
 */
export function RangeBar({ low, high, value, label }: RangeBarProps) {
  const position = markerPosition(low, high, value);
  return (
    <div className="range-bar" role="img" aria-label={label}>
      <div className="range-bar__track" />
      <div className="range-bar__marker" style={{ left: `${position}%` }} />
    </div>
  );
}

export function markerPosition(low: number, high: number, value: number): number {
  if (!(low > 0 && high > low && value > 0)) return 50;
  const share = (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low));
  return Math.min(100, Math.max(0, share * 100));
}
