// A seeded pseudo-random generator for the demo data (docs/decisions/051): the same key gives the
// same numbers on every build, run and day, so the seed never reads Math.random or the clock. Each
// person and benefit draws from a stream of its own key, so adding a benefit or a person leaves the
// others' draws as they were.

/** Draws in [0, 1), and the helpers the seed uses on them. */
export type SeededRandom = {
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

// FNV-1a over the key's UTF-16 units: a 32-bit state to start mulberry32 from.
function hashKey(key: string): number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to spread demo rows; not for anything secret. */
export function seededRandom(key: string): SeededRandom {
  let state = hashKey(key);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from no items');
      return item;
    },
  };
}
