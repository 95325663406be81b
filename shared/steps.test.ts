import { describe, expect, it } from "vitest";
import { allAtOnce, sortedInSteps } from "./steps";

describe("sortedInSteps", () => {
  it("sorts as Array#sort does, ties kept in their order, over many steps", () => {
    // Keys with many ties: a stable sort keeps each key's items in the order given.
    const list = Array.from({ length: 20_000 }, (_, i) => ({ key: (i * 7919) % 613, i }));
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    const steps = sortedInSteps(list, compare);
    let count = 0;
    let step = steps.next();
    while (!step.done) {
      count++;
      step = steps.next();
    }
    expect(step.value).toEqual([...list].sort(compare));
    expect(count).toBeGreaterThan(10);
  });

  it("sorts short and empty lists", () => {
    const byNumber = (a: number, b: number) => a - b;
    expect(allAtOnce(sortedInSteps([], byNumber))).toEqual([]);
    expect(allAtOnce(sortedInSteps([3, 1, 2], byNumber))).toEqual([1, 2, 3]);
  });

  it("leaves the list given as it was", () => {
    const list = [5, 4, 3, 2, 1];
    allAtOnce(sortedInSteps(list, (a, b) => a - b));
    expect(list).toEqual([5, 4, 3, 2, 1]);
  });
});
