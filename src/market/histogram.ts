/**
 * A count of whole-number values (AED per sq ft, prices, rents), for medians and quartiles
 * without keeping every row: memory grows with the distinct values, not the rows, and two
 * counts merge exactly (quarters into a year, bedroom groups into all bedrooms).
 */
export class Histogram {
  private readonly counts = new Map<number, number>();
  private total = 0;

  /** Counts a value, rounded to a whole number. */
  add(value: number, times = 1): void {
    const key = Math.round(value);
    this.counts.set(key, (this.counts.get(key) ?? 0) + times);
    this.total += times;
  }

  /** Adds every value of another count to this one. */
  merge(other: Histogram): void {
    for (const [value, times] of other.counts) this.add(value, times);
  }

  get count(): number {
    return this.total;
  }

  /**
   * The values at fractions of the sorted values, each interpolated between the two nearest
   * ranks (the common definition: Excel's QUARTILE.INC, R's type 7), rounded to whole numbers.
   * @example (of 1, 2, 3, 4) quantiles([0.25, 0.5, 0.75]) // [2, 3, 3] (1.75, 2.5, 3.25 rounded)
   */
  quantiles(fractions: readonly number[]): number[] {
    if (this.total === 0) return fractions.map(() => NaN);
    const sorted = [...this.counts].sort((a, b) => a[0] - b[0]);
    // The value at a 0-based rank among all the values counted.
    const at = (rank: number): number => {
      let seen = 0;
      for (const [value, times] of sorted) {
        seen += times;
        if (rank < seen) return value;
      }
      return sorted[sorted.length - 1]![0];
    };
    return fractions.map((fraction) => {
      const h = (this.total - 1) * fraction;
      const low = Math.floor(h);
      const lower = at(low);
      const upper = h > low ? at(low + 1) : lower;
      return Math.round(lower + (h - low) * (upper - lower));
    });
  }

  /** Count, lower quartile, median and upper quartile; null when nothing was counted. */
  summary(): Quartiles | null {
    if (this.total === 0) return null;
    const [p25, p50, p75] = this.quantiles([0.25, 0.5, 0.75]) as [number, number, number];
    return { n: this.total, p25, p50, p75 };
  }
}

/** How many values, and the quartiles of them. */
export type Quartiles = { n: number; p25: number; p50: number; p75: number };
