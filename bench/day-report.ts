import type { DayFigures } from "./day";
import { count, mark, ms, seconds, type Section } from "./table";

// The day bench in the table: each load's latency and errors, the publishes, the kill, both
// instances' memory, and the checks of what was acknowledged.

const failed = (result: DayFigures["loads"][string]) =>
  result.non2xx + result.socketErrors + result.timeouts;

/** Errors of the day: failed requests less those open on the instance when it was killed. */
export function dayErrors(figures: DayFigures) {
  const open = Object.values(figures.kill.openAtKill).reduce((sum, n) => sum + n, 0);
  const all = Object.values(figures.loads).reduce((sum, result) => sum + failed(result), 0);
  return Math.max(0, all - open);
}

/** What fails the bench (decisions: nothing acknowledged lost or stored twice; mail at least once). */
export function dayProblems({ checks }: DayFigures): string[] {
  const problems: string[] = [];
  if (checks.lost)
    problems.push(`day: ${checks.lost} of ${checks.acknowledged} acknowledged orders lost`);
  if (checks.storedTwice) problems.push(`day: ${checks.storedTwice} orders stored twice`);
  if (checks.notMailed)
    problems.push(`day: ${checks.notMailed} acknowledged orders never mailed to the company`);
  return problems;
}

const peakAndLast = (figures: DayFigures, instance: number) => {
  const values = figures.memory
    .map((sample) => sample.mb[instance])
    .filter((mb): mb is number => mb !== undefined);
  return values.length
    ? `peak ${Math.max(...values).toFixed(0)} MB, last ${values.at(-1)!.toFixed(0)} MB`
    : "–";
};

export function daySections(figures: DayFigures): Section[] {
  const { options, checks, kill } = figures;
  const loads: Section = {
    title: `A day in ${options.durationS} s on two instances (PostgreSQL, proxy, SMTP sink)`,
    rows: [
      ["", "rate", "sent", "p50", "p99", "max", "failed", "open at kill"],
      ...Object.entries(figures.loads).map(([name, result]) => [
        name,
        `${result.targetRate.toFixed(2)}/s`,
        count(result.sent),
        ms(result.latencyMs.p50),
        ms(result.latencyMs.p99),
        ms(result.latencyMs.max),
        count(failed(result)),
        count(kill.openAtKill[name] ?? 0),
      ]),
      ...figures.publishes
        .toSorted((a, b) => a.atS - b.atS)
        .map((publish) => [
          `${publish.kind} publish at ${publish.atS.toFixed(0)} s`,
          "",
          "",
          seconds(publish.ms),
          "",
          "",
          publish.status >= 200 && publish.status < 300 ? "0" : `1 (${publish.status})`,
          "",
        ]),
    ],
    notes: [
      `Errors (goal 0), the requests open at the kill apart: ${count(dayErrors(figures))}`,
      ...Object.entries(figures.proxyFailures).map(
        ([what, n]) => `  broken off by an instance: ${what}: ${count(n)}`,
      ),
      `Instance 2 SIGKILLed at ${kill.atS.toFixed(0)} s, answering again ${seconds(kill.restartedAfterMs)} later`,
      `Resident memory: instance 1 ${peakAndLast(figures, 0)}; instance 2 ${peakAndLast(figures, 1)} (sampled every ${options.memorySampleS} s)`,
      `  over time (s: MB, MB): ${figures.memory
        .filter((_, i) => i % Math.max(1, Math.round(30 / options.memorySampleS)) === 0)
        .map(
          (sample) =>
            `${sample.atS.toFixed(0)}: ${sample.mb.map((mb) => (mb === undefined ? "–" : mb.toFixed(0))).join(", ")}`,
        )
        .join("; ")}`,
    ],
  };
  const answered = figures.loads.orders?.statusCounts["201"] ?? 0;
  const verdicts: Section = {
    title: "The day's orders and mail",
    rows: [],
    notes: [
      `acknowledged: the 201s the proxy passed back (${count(answered)} reached the client within its 10 s; the rest came later)`,
      `${mark(checks.lost === 0)} acknowledged ${count(checks.acknowledged)}, stored ${count(checks.stored)} (${count(checks.storedNotAcknowledged)} stored without a 201: open at the kill, or answered otherwise), lost ${count(checks.lost)}`,
      `${mark(checks.storedTwice === 0)} stored twice: ${count(checks.storedTwice)}`,
      `${mark(checks.notMailed === 0)} not mailed: ${count(checks.notMailed)} (outbox rows unsent after the wait: ${count(checks.unsent)})`,
      `mailed twice (reported; mail is at least once): Message-IDs received twice ${count(checks.duplicateMessageIds)} (an outbox row's mail keeps its Message-ID when sent again), orders notified twice ${count(checks.mailedTwice)}`,
    ],
  };
  return [loads, verdicts];
}
