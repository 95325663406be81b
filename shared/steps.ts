// Work made in steps: a generator that yields between steps of a few milliseconds, so that a
// server answers requests in between (the catalogue's index after a publish), while a browser or
// a test runs it at once.

export type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to their end at once. */
export function allAtOnce<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Items sorted in one step before the sorted runs are merged. */
const RUN_LENGTH = 4096;
/** Items merged in one step. */
const MERGED_A_STEP = 16_384;

/**
 * `list` sorted by `compare` as Array#sort sorts it (stably), in steps: runs of a few thousand
 * sorted one a step, then merged pairwise a few thousand items a step.
 */
export function* sortedInSteps<T>(list: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let runs: T[][] = [];
  for (let from = 0; from < list.length; from += RUN_LENGTH) {
    runs.push(list.slice(from, from + RUN_LENGTH).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      merged.push(
        i + 1 < runs.length ? yield* mergedInSteps(runs[i]!, runs[i + 1]!, compare) : runs[i]!,
      );
      yield;
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/** Two sorted lists as one; on a tie the first list's item comes first (a stable sort's order). */
function* mergedInSteps<T>(first: T[], second: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    merged.push(compare(second[j]!, first[i]!) < 0 ? second[j++]! : first[i++]!);
    if (merged.length % MERGED_A_STEP === 0) yield;
  }
  while (i < first.length) merged.push(first[i++]!);
  while (j < second.length) merged.push(second[j++]!);
  return merged;
}

/** Runs `steps` to their end, awaiting `pause()` between two steps (a server's requests go first). */
export async function stepByStep<T>(steps: Steps<T>, pause: () => Promise<unknown>): Promise<T> {
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}
