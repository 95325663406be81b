import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import { visitorScheme } from "./client-address.server";
import type { StaticFile } from "./static-files.server";

const isProxied = (req: IncomingMessage, trusted: string[]) =>
  trusted.includes((req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""));

function pickEncoding(file: StaticFile, acceptEncoding: string | undefined) {
  if (acceptEncoding) {
    if (file.brotli && acceptEncoding.includes("br")) return { body: file.brotli, encoding: "br" };
    if (file.gzip && acceptEncoding.includes("gzip")) return { body: file.gzip, encoding: "gzip" };
  }
  return { body: file.body, encoding: undefined };
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, file.headers);
    res.end();
    return;
  }
  const { body, encoding } = pickEncoding(file, req.headers["accept-encoding"]);
  res.writeHead(200, {
    ...file.headers,
    "content-length": body.length,
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The hot path for pre-built files is plain node:http (a map lookup and one write);
 * everything else goes to the Hono app.
 */
export function createSiteServer(
  staticFiles: Map<string, StaticFile>,
  app: Hono<{ Bindings: HttpBindings }>,
  options: { httpsOrigin?: string; trustedProxies: string[] },
) {
  const handleApp = getRequestListener(app.fetch);
  return createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    // Behind an HTTPS proxy, a visitor who arrived over plain http is sent to https.
    if (
      options.httpsOrigin &&
      visitorScheme(req, options.trustedProxies) === "http" &&
      isProxied(req, options.trustedProxies)
    ) {
      res.writeHead(301, { location: `${options.httpsOrigin}${req.url ?? "/"}` });
      res.end();
      return;
    }
    if (req.method === "GET" || req.method === "HEAD") {
      const url = req.url ?? "/";
      const queryAt = url.indexOf("?");
      let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
      const file = staticFiles.get(pathname);
      if (file) {
        sendStatic(req, res, file);
        return;
      }
    }
    void handleApp(req, res);
  });
}
