// A cache of recent answers that never grows past its caps: at most `entries` answers and about
// `bytes` bytes (each answer's size as `sizeOf` counts it, its key's included), the least
// recently used going first. An answer larger than a tenth of the bytes is not kept.

export type BoundedCache<Value> = {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  /** Answers kept, their size as counted, and how many were answered from it. */
  readonly size: { entries: number; bytes: number; hits: number };
};

export function boundedCache<Value>(caps: {
  entries: number;
  bytes: number;
  sizeOf: (value: Value) => number;
}): BoundedCache<Value> {
  const kept = new Map<string, { value: Value; bytes: number }>();
  let bytes = 0;
  let hits = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      hits++;
      // Used again: it goes to the end of the order, the least recently used stay first.
      kept.delete(key);
      kept.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      drop(key);
      const size = key.length * 2 + caps.sizeOf(value);
      if (caps.entries === 0 || size > caps.bytes / 10) return;
      kept.set(key, { value, bytes: size });
      bytes += size;
      for (const oldest of kept.keys()) {
        if (kept.size <= caps.entries && bytes <= caps.bytes) break;
        drop(oldest);
      }
    },
    get size() {
      return { entries: kept.size, bytes, hits };
    },
  };
}
