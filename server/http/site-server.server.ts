import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import { visitorScheme } from "./client-address.server";
import type { StaticFile } from "./static-files.server";

const isProxied = (req: IncomingMessage, trusted: string[]) =>
  trusted.includes((req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""));

/**
 * What a GET or HEAD answer depends on, read from the raw list: asking for `req.headers` would
 * build an object of every header on each request.
 */
function readRequestHeaders(raw: string[]) {
  let acceptEncoding = "";
  let ifNoneMatch = "";
  let declaresBody = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 15 && name.toLowerCase() === "accept-encoding")
      acceptEncoding = raw[i + 1]!;
    else if (name.length === 13 && name.toLowerCase() === "if-none-match")
      ifNoneMatch = raw[i + 1]!;
    else if (
      (name.length === 14 && name.toLowerCase() === "content-length" && raw[i + 1] !== "0") ||
      (name.length === 17 && name.toLowerCase() === "transfer-encoding")
    )
      declaresBody = true;
  }
  return { acceptEncoding, ifNoneMatch, declaresBody };
}

type RequestHeaders = ReturnType<typeof readRequestHeaders>;

function sendStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  { acceptEncoding, ifNoneMatch }: RequestHeaders,
) {
  if (ifNoneMatch === file.etag) {
    res.writeHead(304, file.notModifiedHead);
    res.end();
    return;
  }
  const answer =
    (file.brotli && acceptEncoding.includes("br") && file.brotli) ||
    (file.gzip && acceptEncoding.includes("gzip") && file.gzip) ||
    file.identity;
  res.writeHead(200, answer.head);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/** A request body must average at least this over each window, or its connection is cut. */
const MIN_BODY_BYTES_PER_SECOND = 1024;

/**
 * Cuts a request whose body trickles in (a slow client holding a connection): fewer than
 * MIN_BODY_BYTES_PER_SECOND on average over a window. A slow but moving upload, such as a full-size
 * resume on a weak mobile link, keeps going.
 */
function guardSlowBody(req: IncomingMessage, res: ServerResponse, windowMs: number) {
  const socket = req.socket;
  let mark = socket.bytesRead;
  const timer = setInterval(() => {
    if (socket.bytesRead - mark < (MIN_BODY_BYTES_PER_SECOND * windowMs) / 1000) socket.destroy();
    mark = socket.bytesRead;
  }, windowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once("end", stop);
  res.once("close", stop);
}

/** After a refusal sent before its request's body was read, the connection lingers this long… */
const LINGER_MS = 1_000;
/** …reading and dropping at most this much: a client still sending more is cut off. */
const LINGER_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A refusal (413, 415…) that says "Connection: close" often goes out while the client is still
 * sending its body. Node then closes the socket at once, the kernel answers the unread bytes
 * with a reset, and a reset can destroy the answer before the client reads it: the client sees
 * a network error instead of the sentence. So the close is staged (a "lingering close", RFC 9112
 * §9.6): the answer and a half-close go out, the rest of the body is read and dropped until the
 * client closes, for a moment and a few megabytes at most.
 */
function lingerAfterEarlyAnswer(req: IncomingMessage) {
  const socket = req.socket;
  // Node ends a "Connection: close" exchange with destroySoon(); a complete request closes so.
  const closeNow = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) return closeNow();
    socket.end();
    const start = socket.bytesRead;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.on("data", () => {
      if (socket.bytesRead - start > LINGER_MAX_BYTES) socket.destroy();
    });
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
    socket.resume();
  };
}

export type ConnectionLimits = {
  /** Request headers must arrive within this long. */
  headersTimeoutMs: number;
  /** The window of the slow-body guard. */
  slowBodyWindowMs: number;
  maxConnections: number;
};

/**
 * The hot path for pre-built files is plain node:http (a map lookup and one write);
 * everything else goes to the Hono app.
 */
export function createSiteServer(
  staticFiles: Map<string, StaticFile>,
  app: Pick<Hono<{ Bindings: HttpBindings }>, "fetch">,
  options: { httpsOrigin?: string; trustedProxies: string[]; limits: ConnectionLimits },
) {
  const handleApp = getRequestListener(app.fetch);
  const { headersTimeoutMs, slowBodyWindowMs, maxConnections } = options.limits;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      // No cap on a whole request: a long upload that keeps moving is fine (guardSlowBody).
      requestTimeout: 0,
      keepAliveTimeout: 5_000,
      // How often Node looks for connections past their header timeout.
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, headersTimeoutMs / 4)),
    },
    (req, res) => {
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
        const headers = readRequestHeaders(req.rawHeaders);
        // Nothing reads a GET's body: Node would drain it for as long as it trickles in, with
        // no guard, holding the connection. The answer goes out, then the connection closes.
        if (headers.declaresBody) res.shouldKeepAlive = false;
        const url = req.url ?? "/";
        const queryAt = url.indexOf("?");
        let pathname = queryAt === -1 ? url : url.slice(0, queryAt);
        if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
        // A page kept for its query too (Careers with a job category chosen), else the page.
        const file =
          (queryAt !== -1 && staticFiles.get(pathname + url.slice(queryAt))) ||
          staticFiles.get(pathname);
        if (file) {
          sendStatic(req, res, file, headers);
          return;
        }
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        guardSlowBody(req, res, slowBodyWindowMs);
        lingerAfterEarlyAnswer(req);
      }
      void handleApp(req, res);
    },
  );
  server.maxConnections = maxConnections;
  return server;
}
