/** Small deterministic PRNG (mulberry32) with helpers, so two fresh seeds are identical. */
function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: {
    next: () => number;
    float: (min: number, max: number) => number;
    int: (min: number, max: number) => number;
    pick: <T>(arr: readonly T[]) => T;
    chance: (p: number) => boolean;
    shuffle: <T>(arr: readonly T[]) => T[];
    sample: <T>(arr: readonly T[], n: number) => T[];
    weighted: <T>(pairs: readonly (readonly [T, number])[]) => T;
  } = {
    next,
    float: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)] as T,
    chance: (p: number) => next() < p,
    shuffle: <T>(arr: readonly T[]): T[] => {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    sample: <T>(arr: readonly T[], n: number): T[] => rng.shuffle(arr).slice(0, Math.max(0, Math.min(n, arr.length))),
    weighted: <T>(pairs: readonly (readonly [T, number])[]): T => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of pairs) {
        r -= w;
        if (r <= 0) return v;
      }
      return (pairs[pairs.length - 1] as readonly [T, number])[0];
    },
  };
  return rng;
}

export { createRng };
export type Rng = ReturnType<typeof createRng>;
