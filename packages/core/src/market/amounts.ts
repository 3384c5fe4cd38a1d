/**
 * The whole amounts of one group (AED per sq ft, prices, rents), for medians and quartiles:
 * kept as plain numbers in a growing typed array, 8 bytes each, so a group of a hundred
 * thousand sales costs under a megabyte, and two groups merge exactly (quarters into a
 * year, bedroom groups into all bedrooms). The rows themselves are never kept.
 */
export class Amounts {
  private values = new Float64Array(8);
  private size = 0;

  /** Counts a value, rounded to a whole number. */
  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = Math.round(value);
  }

  /** Adds every value of another group to this one. */
  merge(other: Amounts): void {
    for (let i = 0; i < other.size; i++) this.add(other.values[i]!);
  }

  get count(): number {
    return this.size;
  }

  /**
   * The values at fractions of the sorted values, each interpolated between the two nearest
   * ranks (the common definition: Excel's QUARTILE.INC, R's type 7), rounded to whole numbers.
   * @example (of 1, 2, 3, 4) quantiles([0.25, 0.5, 0.75]) // [2, 3, 3] (1.75, 2.5, 3.25 rounded)
   */
  quantiles(fractions: readonly number[]): number[] {
    if (this.size === 0) return fractions.map(() => NaN);
    const sorted = this.values.slice(0, this.size).sort();
    return fractions.map((fraction) => {
      const h = (this.size - 1) * fraction;
      const low = Math.floor(h);
      const lower = sorted[low]!;
      const upper = h > low ? sorted[low + 1]! : lower;
      return Math.round(lower + (h - low) * (upper - lower));
    });
  }

  /** Count, lower quartile, median and upper quartile; null when nothing was counted. */
  summary(): Quartiles | null {
    if (this.size === 0) return null;
    const [p25, p50, p75] = this.quantiles([0.25, 0.5, 0.75]) as [number, number, number];
    return { n: this.size, p25, p50, p75 };
  }
}

/** How many values, and the quartiles of them. */
export type Quartiles = { n: number; p25: number; p50: number; p75: number };
