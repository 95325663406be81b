// Starting and stopping the servers under test: ours (one Node process) and nginx as the
// reference for static files. Both are child processes bound to 127.0.0.1 only.
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { productionAllocator, productionStart } from "#tests/support/server-process.ts";

export const HOST = "127.0.0.1";

export type RunningServer = {
  name: string;
  origin: string;
  port: number;
  /** The process id (for nginx, its master; the worker is its child). */
  pid: number;
  /** Stops the process (SIGTERM, then SIGKILL after a grace period); safe to call twice. */
  stop(): Promise<void>;
  /** Why the process ended on its own (exit code and its last lines), or undefined while it runs. */
  died(): string | undefined;
};

/** A port the kernel says is free right now (it is released again before the server binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers at all (any status), or fails after `timeoutMs`. */
async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, name: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.pid === undefined) throw new Error(`${name} could not be started`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/** Every child started here, until it has stopped: the bench stops them all on Ctrl-C. */
const live = new Set<() => Promise<void>>();
let closed = false;

/** Stops every child process started here, and refuses to start more. */
export async function stopAll() {
  closed = true;
  await Promise.allSettled([...live].map((stop) => stop()));
}

/** Spawns a child that `stopAll` will stop, unless the bench is already shutting down. */
export function spawnTracked(
  command: string,
  args: string[],
  options: SpawnOptions,
  name: string,
  signal: NodeJS.Signals,
) {
  if (closed) throw new Error(`not starting ${name}: the bench is stopping`);
  const child = spawn(command, args, options);
  const stop = stopper(child, name, signal);
  live.add(stop);
  void stop.exited.then(() => live.delete(stop));
  return { child, stop };
}

function stopper(child: ChildProcess, name: string, signal: NodeJS.Signals) {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once("exit", () => resolve());
    // A child that could not be spawned at all (e.g. ENOENT) never exits.
    child.once("error", () => resolve());
  });
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const grace = new AbortController();
      const graceful = await Promise.race([
        exited.then(() => true),
        // Cancelled once the process is gone, so no timer outlives it.
        sleep(10_000, false, { signal: grace.signal }).catch(() => false),
      ]).finally(() => grace.abort());
      if (!graceful) {
        console.error(`${name} did not stop within 10 s: killing it`);
        child.kill("SIGKILL");
        await exited;
      }
    })();
    return stopped;
  };
  return Object.assign(stop, { exited });
}

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far, from /proc (Linux); undefined elsewhere. */
function processCpu(pid: number): { cpu: number; parent: number } | undefined {
  try {
    // The command name may hold spaces: the fields after it are split safely.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return {
      cpu: (Number(fields[11]) + Number(fields[12])) / clockTicks,
      parent: Number(fields[1]),
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a process and its direct children (nginx's worker), to tell
 * how much of a core a server needed, and whether the load generator was the limit.
 */
/** A process's resident memory in MB, as Linux reports it (/proc/<pid>/status, VmRSS). */
export function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export function cpuSeconds(pid: number): number | undefined {
  const own = processCpu(pid);
  if (!own) return undefined;
  let total = own.cpu;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
    const other = processCpu(Number(entry));
    if (other?.parent === pid) total += other.cpu;
  }
  return total;
}

/** Keeps the last lines a child wrote, to explain a failed start. */
function tail(child: ChildProcess) {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => lines.join("\n");
}

async function started(
  { child, stop }: { child: ChildProcess; stop: () => Promise<void> },
  name: string,
  port: number,
): Promise<RunningServer> {
  const output = tail(child);
  const origin = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${origin}/`, child, 30_000, name);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  let stopping = false;
  return {
    name,
    origin,
    port,
    pid: child.pid ?? 0,
    stop: () => {
      stopping = true;
      return stop();
    },
    died: () =>
      !stopping && !closed && (child.exitCode !== null || child.signalCode !== null)
        ? `${name} exited unexpectedly (${child.exitCode ?? child.signalCode}); its last lines:\n${output()}`
        : undefined,
  };
}

/**
 * Our server, as `npm start` runs it in production (React's production build, the build checked
 * at start, admin posts only from SITE_ORIGIN), with a fresh data directory and mail only logged.
 */
export async function startOurServer(
  projectDir: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const spawned = spawnTracked(
    process.execPath,
    // As the production start runs it.
    productionStart.slice(1),
    {
      cwd: projectDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        ...productionAllocator,
        PORT: String(port),
        HOST,
        SITE_ORIGIN: `http://${HOST}:${port}`,
        DATA_DIR: dataDir,
        RATE_LIMIT: "off",
        MAIL_TRANSPORT: "log",
        ...extraEnv,
      },
      // Its log lines (one per notification "sent") are not wanted in the table.
      stdio: ["ignore", "pipe", "pipe"],
    },
    "our server",
    "SIGTERM",
  );
  return started(spawned, "our server", port);
}

export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

export function nginxAvailable() {
  return NGINX !== undefined;
}

/** Debian's nginx has no brotli unless libnginx-mod-http-brotli-static is installed. */
export function nginxHasBrotli() {
  return existsSync(BROTLI_STATIC_MODULE);
}

/** A header value in nginx's configuration (where `$` would start a variable). */
function nginxString(value: string) {
  if (/["\\$]/.test(value)) throw new Error(`cannot give nginx the header value ${value}`);
  return `"${value}"`;
}

/**
 * nginx serving the same build directory from its pre-compressed files, configured like our
 * server: one worker, no access log, keep-alive connections never closed by a request count.
 * `headers` gives, per path, the headers to send besides those nginx sets itself.
 */
export async function startNginx(
  rootDir: string,
  headers: Record<string, Record<string, string>> = {},
): Promise<RunningServer> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const brotli = nginxHasBrotli();
  const mimeTypes = "/etc/nginx/mime.types";
  const config = `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ""}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  ${existsSync(mimeTypes) ? `include ${mimeTypes};` : ""}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  server_tokens off;
  gzip_vary on;
  open_file_cache max=1000 inactive=60s;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen ${HOST}:${port};
    root ${path.resolve(rootDir)};
    index index.html;
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
    location / { try_files $uri $uri/index.html =404; }
${Object.entries(headers)
  .map(
    ([urlPath, set]) => `    location = ${urlPath} {
${Object.entries(set)
  .map(([name, value]) => `      add_header ${name} ${nginxString(value)} always;`)
  .join("\n")}
      try_files $uri $uri/index.html =404;
    }`,
  )
  .join("\n")}
  }
}
`;
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, config);
  // SIGQUIT is nginx's graceful shutdown: the master waits for its worker before exiting.
  const spawned = spawnTracked(
    NGINX,
    ["-p", prefix, "-c", configFile, "-e", `${prefix}/error.log`],
    { stdio: ["ignore", "pipe", "pipe"] },
    "nginx",
    "SIGQUIT",
  );
  // Its temporary folder goes when it exits, whoever stopped it.
  void spawned.stop.exited.then(() => rmSync(prefix, { recursive: true, force: true }));
  return started(spawned, "nginx", port);
}
