// `npm run dev`: the site on PORT (5173), reloaded on every change, and behind it the real
// server for the API, the admin's API, the product list PDF and the search page, on a
// development database (DATA_DIR, ./data/dev by default): forms and the admin work while
// developing. One Vite server: the public pages are rendered per request by the site's renderer
// (app/render/, loaded through Vite, its islands served from their sources); the admin is React
// Router's. Vite passes the server's paths on to it, which listens on a loopback port of its own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import type * as Renderer from "#app/render/entry.server.ts";
import {
  contentVersionFiles,
  localeOfPath,
  localePath,
  notFoundPath,
  paths,
  publicPaths,
} from "#shared/site-paths.ts";
import { buildInlineScripts } from "./inline-scripts";
import { readEnv } from "#server/env.server.ts";
import { createLogger } from "#server/log.server.ts";
import { startServer } from "#server/app/start.server.ts";

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

// Building the inline scripts would otherwise leave NODE_ENV "production" for the dev server's
// React (Vite sets it for a build when it is unset).
process.env.NODE_ENV ??= "development";
const scripts = await buildInlineScripts();

/** A public page, rendered from the sources as they are now (a 404 page for an unknown path). */
async function publicPage(vite: ViteDevServer, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", origin);
  const known = publicPaths.includes(url.pathname.replace(/(.)\/$/, "$1"));
  const pathname = known
    ? url.pathname.replace(/(.)\/$/, "$1")
    : localePath(localeOfPath(url.pathname), notFoundPath);
  const renderer = (await vite.ssrLoadModule("/app/render/entry.server.ts")) as typeof Renderer;
  const css = ((await vite.ssrLoadModule("/app/app.css?inline")) as { default: string }).default;
  const islands = Object.fromEntries(
    renderer.islandNames.map((name) => [
      name,
      { src: `/app/islands/entries/${name}.tsx`, preload: [] as string[] },
    ]),
  ) as Renderer.IslandAssets;
  const html = renderer.renderPage(pathname, {
    content: renderer.seedContent(),
    assets: { css, islands, scripts },
    staticMode: false,
  });
  response.statusCode = known ? 200 : 404;
  response.setHeader("content-type", "text/html; charset=utf-8");
  // React Router's plugin (there for the admin) wraps every component module for hot reloading,
  // and those modules refuse to run until its runtime is installed: the admin's pages install
  // it; the public pages, rendered here, must too, before any island's module is imported.
  const hotReloadRuntime = `<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>`;
  response.end(
    await vite.transformIndexHtml(
      url.pathname,
      html.replace("</head>", `${hotReloadRuntime}</head>`),
    ),
  );
}

/** The chat's texts of the content the pages are rendered from (the seed's), from the sources. */
async function chatTexts(vite: ViteDevServer, path: string, response: ServerResponse) {
  const renderer = (await vite.ssrLoadModule("/app/render/entry.server.ts")) as typeof Renderer;
  const body = renderer.chatTextsFiles(renderer.seedContent()).get(path);
  response.statusCode = body === undefined ? 404 : 200;
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.end(body ?? "{}");
}

/** Pages a browser asks for, but not the admin's (React Router's) nor Vite's own files. */
const publicPages: Plugin = {
  name: "public-pages",
  configureServer(vite) {
    vite.middlewares.use((request, response, next) => {
      const path = request.url?.split("?")[0] ?? "/";
      if (path.startsWith(contentVersionFiles)) {
        chatTexts(vite, path, response).catch(next);
        return;
      }
      const isPage =
        request.method === "GET" &&
        request.headers.accept?.includes("text/html") &&
        !path.startsWith(paths.admin) &&
        !path.startsWith("/@") &&
        !/\.[a-z0-9]+$/i.test(path);
      if (!isPage) return next();
      publicPage(vite, request, response).catch((error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        next(error);
      });
    });
  },
};

const vite = await createServer({
  plugins: [publicPages],
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
