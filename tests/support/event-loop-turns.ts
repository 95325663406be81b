/**
 * Counts the event loop's turns from now: `count()` says how many so far, `stop()` ends the
 * counting and says how many. Work done in steps with turns between (requests answered there)
 * shows turns; work done in one go shows none.
 */
export function countTurns() {
  let turns = 0;
  let counting = true;
  const turn = () => {
    if (!counting) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  return {
    count: () => turns,
    stop: () => {
      counting = false;
      return turns;
    },
  };
}
