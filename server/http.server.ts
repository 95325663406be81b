import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { StaticFile } from "./static-files.server";

function pickEncoding(file: StaticFile, acceptEncoding: string | undefined) {
  if (acceptEncoding) {
    if (file.brotli && acceptEncoding.includes("br")) return { body: file.brotli, encoding: "br" };
    if (file.gzip && acceptEncoding.includes("gzip")) return { body: file.gzip, encoding: "gzip" };
  }
  return { body: file.body, encoding: undefined };
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, {
      etag: file.etag,
      "cache-control": file.cacheControl,
      vary: "Accept-Encoding",
    });
    res.end();
    return;
  }
  const { body, encoding } = pickEncoding(file, req.headers["accept-encoding"]);
  const headers: Record<string, string | number> = {
    "content-type": file.contentType,
    "content-length": body.length,
    "cache-control": file.cacheControl,
    etag: file.etag,
    vary: "Accept-Encoding",
  };
  if (encoding) headers["content-encoding"] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The hot path for pre-built files is plain node:http (a map lookup and one write);
 * everything else goes to the Hono app.
 */
export function createSiteServer(
  staticFiles: Map<string, StaticFile>,
  app: Hono<{ Bindings: HttpBindings }>,
) {
  const handleApp = getRequestListener(app.fetch);
  return createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
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
