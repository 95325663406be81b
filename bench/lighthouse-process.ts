// Entry point of the child process that runs Lighthouse for one route (see `lighthouseInChild`):
// `node --import tsx bench/lighthouse-process.ts <origin> <route> <runs>` writes the route's
// result as JSON on stdout and its progress on stderr.
import { killChromes, lighthouseRoute } from "./lighthouse";

const [origin, route, runs] = process.argv.slice(2);
if (!origin || !route || !runs) {
  console.error("usage: lighthouse-process.ts <origin> <route> <runs>");
  process.exit(2);
}

// Stopped by the bench (Ctrl-C, error): take Chromium along.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void killChromes().finally(() => process.exit(130)));

try {
  const result = await lighthouseRoute(origin, route, Number(runs), (run, figures) =>
    process.stderr.write(
      `[bench] lighthouse ${route} run ${run}/${runs}: performance ${figures.scores.performance}, LCP ${(figures.metrics.lcpMs / 1000).toFixed(2)} s\n`,
    ),
  );
  // Exit as soon as the result is out: the bench waits for this process to end.
  process.stdout.write(JSON.stringify(result), () => process.exit(0));
} catch (error) {
  console.error((error as Error).message);
  await killChromes();
  process.exitCode = 1;
}
