import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./postgres";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
/** Kept of each server's output: enough to explain a failure, bounded. */
const MAX_OUTPUT = 64 * 1024;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr, interleaved). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** The exit, once the process has exited. */
  exit(): Exit | undefined;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
};

const live = new Set<ServerProcess>();

/** An empty build folder with only the admin shell: the API needs no pages. */
export function emptyBuildDir() {
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  writeFileSync(path.join(buildDir, "__spa-fallback.html"), "<!doctype html><title>Admin</title>");
  return buildDir;
}

export type SpawnOptions = {
  dataDir: string;
  /** The project folder to run it in (a copy, say); this one by default. */
  projectDir?: string;
  databaseUrl?: string;
  /** More environment; overrides the defaults below. */
  env?: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
};

/** How the server is started in production (deploy/ runs exactly this, with NODE_ENV=production). */
export const productionStart = ["node", "--max-semi-space-size=8", "server/start.js"];

/**
 * glibc's allocator as the production start sets it (docs/operations.md, "Memory"): blocks over
 * 128 KB are always mapped apart and handed back when freed, and free memory over 1 MB at the
 * top of the heap is given back. Left to itself glibc raises its threshold after the first large
 * block freed (an upload, a PDF), and the server keeps tens of megabytes it no longer uses.
 */
export const productionAllocator = {
  GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=1048576",
};

/**
 * The real server as a child process (productionStart) on 127.0.0.1, ready once
 * `GET /api/health` answers 200 (which it does only after the whole start-up, the
 * administrator included). Throws with the server's output if it exits or is not ready in time.
 */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const server = await launchServer(options);
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    const exit = server.exit();
    if (exit)
      throw new Error(
        `The server exited (code ${exit.code}, signal ${exit.signal}) before it was ready:\n${server.output()}`,
      );
    const healthy = await fetch(`${server.url}/api/health`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error(`The server was not ready within the time allowed:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real server as a child process, as soon as it is spawned (not waiting for it to be ready). */
export async function launchServer(options: SpawnOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    BUILD_DIR: emptyBuildDir(),
    MAIL_TRANSPORT: "log",
    RATE_LIMIT: "off",
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    SITE_ORIGIN: url,
    ...productionAllocator,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, productionStart.slice(1), {
    cwd: options.projectDir ?? projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    }),
  );

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    exited,
    exit: () => exit,
    kill(signal) {
      if (!exit) child.kill(signal);
    },
    async stop(graceMs = 10_000) {
      if (exit) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  live.add(server);
  void exited.then(() => live.delete(server));
  return server;
}

/** Kills every server process still running (for afterAll). */
export async function killAllServers() {
  const running = [...live];
  for (const server of running) server.kill("SIGKILL");
  await Promise.all(running.map((server) => server.exited));
}
