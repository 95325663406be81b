import { pino, stdTimeFunctions, type Logger } from "pino";

export type { Logger };
export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * The server's log: one JSON object a line on standard output (level, time, pid, hostname,
 * msg and the fields of the event), for journald, a container runtime or any log system. In
 * a terminal during development, `pretty` gives human-readable lines instead (pino-pretty, a
 * development dependency: absent from a production install, where the JSON stays).
 */
export async function createLogger(options: {
  level: LogLevel;
  pretty?: boolean;
}): Promise<Logger> {
  const settings = {
    level: options.level,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (options.pretty) {
    const pretty = await import("pino-pretty").catch(() => undefined);
    if (pretty) return pino(settings, pretty.default({ colorize: true, ignore: "pid,hostname" }));
  }
  return pino(settings);
}

/** An error's type, code and message (and stack): never the values a driver may attach to it. */
export function describeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === "string" ? { code } : {}),
    stack: error.stack,
  };
}
