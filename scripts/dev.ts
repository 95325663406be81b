// `npm run dev`: the site with hot reload (Vite with React Router's plugin) on PORT (5173) and,
// behind it, the real server for the API, the admin's API, the product list PDF and the search
// page, on a development database (DATA_DIR, ./data/dev by default): forms and the admin work
// while developing. Vite passes those paths on to the server, which listens on a loopback port
// of its own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "vite";
import { paths } from "#shared/site-paths.ts";
import { readEnv } from "#server/env.server.ts";
import { createLogger } from "#server/log.server.ts";
import { startServer } from "#server/start.server.ts";

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "localhost";
const origin = `http://localhost:${port}`;

const env = readEnv({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? "./data/dev",
  SITE_ORIGIN: process.env.SITE_ORIGIN ?? origin,
  // Vite serves the pages and assets; the server answers only what Vite passes on.
  BUILD_DIR: mkdtempSync(path.join(tmpdir(), "site-dev-build-")),
  PORT: "0",
  HOST: "127.0.0.1",
});
const log = await createLogger({ level: env.LOG_LEVEL, pretty: Boolean(process.stdout.isTTY) });
const api = await startServer(env, log);
const target = `http://127.0.0.1:${api.port}`;

const vite = await createServer({
  server: {
    port,
    host,
    strictPort: true,
    proxy: {
      "/api/": target,
      [paths.productList]: target,
      // The no-JavaScript search page, in every language.
      [`^(/[a-z]{2})?${paths.productSearch}`]: target,
    },
  },
});
await vite.listen();
log.info(
  { database: api.database.dialect, dataDir: env.dataDir, mail: api.transport.name },
  `Developing at ${origin} (hot reload), with the API and the admin on a development database`,
);
vite.printUrls();

async function stop() {
  await vite.close();
  await api.stop();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
