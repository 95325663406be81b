// The server. In production it runs bundled (scripts/build-server.ts, started by server/start.js), as
// `NODE_ENV=production GLIBC_TUNABLES=… node --max-semi-space-size=8 server/start.js`
// (the systemd unit and the container recipe in deploy/ run exactly this; `npm start` builds
// first when needed, then runs it too); in development and tests, from these sources with tsx.
import path from "node:path";
import { buildState } from "#server/build-stamp.server.ts";
import { createLogger, describeError } from "#server/log.server.ts";
import { keepHeapClose } from "#server/memory.server.ts";
import { readEnv } from "./env.server";
import { startServer } from "./app/start.server";

/** Says why the server cannot start (a JSON line, like every other) and stops with 1. */
async function fatal(message: string, fields: object = {}): Promise<never> {
  (await createLogger({ level: "info" })).fatal(fields, message);
  process.exit(1);
}

const env = await Promise.resolve()
  .then(() => readEnv())
  .catch((error: unknown) => fatal((error as Error).message));

// Production never builds at start: a production machine has no build tools, and a server that
// serves pages older (or newer) than its own code is worse than one that does not start.
if (env.NODE_ENV === "production") {
  const buildFolder = path.relative(process.cwd(), path.dirname(env.buildDir)) || ".";
  const state = buildState(path.dirname(env.buildDir));
  if (state !== "current")
    await fatal(
      `${state === "missing" ? "There is no build" : "The build is stale (made from other sources)"} in ${buildFolder}/, and NODE_ENV=production never builds at start: run \`npm run build\` (with the development dependencies), then start again.`,
      { build: state },
    );
  // A publish's rebuild would let the heap grow fourfold (server/memory.server.ts).
  keepHeapClose();
}

const log = await createLogger({
  level: env.LOG_LEVEL,
  // Human-readable lines in a terminal during development; JSON lines everywhere else.
  pretty: Boolean(process.stdout.isTTY) && env.NODE_ENV !== "production",
});
const running = await startServer(env, log).catch((error: unknown) =>
  fatal("could not start", { err: describeError(error) }),
);
log.info(
  {
    port: running.port,
    database: running.database.dialect,
    mail: running.transport.name,
    nodeEnv: env.NODE_ENV ?? null,
  },
  `Serving http://localhost:${running.port}`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "finishing requests in flight, then stopping");
  await running.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
