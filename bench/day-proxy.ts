// The day bench's own reverse proxy (node:http, 127.0.0.1): requests go round-robin to the
// instances that are up. As nginx's `proxy_next_upstream error` does, a request whose upstream
// refused the connection (nothing was sent yet) goes to the next one; a request whose upstream
// broke after it was sent (killed mid-answer) gets a 502 and is noted, so the bench reports the
// requests open at a kill apart from errors. It also notes each order it passed back
// acknowledged (201 with the order's id and number): the orders that must be stored and mailed.
// The bench's requests name the visitor they stand for (each customer an address of their own),
// which the proxy passes on as X-Forwarded-For: the instances trust it (TRUST_PROXY), as behind
// nginx, so a sign-in is limited per customer's address, not for the whole day at once.
import http from "node:http";
import { HOST } from "./servers";

export type ProxyFailure = {
  upstream: number;
  method: string;
  path: string;
  /** The socket error (ECONNRESET, ...), or "aborted" when the answer broke off. */
  code: string;
  /** performance.now() when the request reached the proxy, and when its upstream broke. */
  startedAt: number;
  failedAt: number;
};

export type AcknowledgedOrder = { id: string; number: number };

export type DayProxy = {
  origin: string;
  /** Sets where upstream `index` answers, or takes it out of the rotation (undefined). */
  setUpstream(index: number, origin: string | undefined): void;
  failures: ProxyFailure[];
  acknowledged: AcknowledgedOrder[];
  close(): Promise<void>;
};

const isOrderPlacement = (method: string, path: string) =>
  method === "POST" && path.split("?")[0] === "/api/orders";

/** The visitor the bench plays (x-bench-client), or the peer, as nginx's X-Forwarded-For. */
function forwarded(request: http.IncomingMessage, length: number) {
  const { [CLIENT_HEADER]: client, ...headers } = request.headers;
  const visitor = typeof client === "string" ? client : request.socket.remoteAddress;
  return { ...headers, "x-forwarded-for": visitor ?? "", "content-length": length };
}

/** The header by which a bench request says which visitor's address it comes from. */
export const CLIENT_HEADER = "x-bench-client";

export async function startDayProxy(upstreams: string[], port: number): Promise<DayProxy> {
  const targets: (URL | undefined)[] = upstreams.map((origin) => new URL(origin));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const failures: ProxyFailure[] = [];
  const acknowledged: AcknowledgedOrder[] = [];
  let turn = 0;

  const server = http.createServer((request, response) => {
    const startedAt = performance.now();
    const method = request.method ?? "GET";
    const path = request.url ?? "/";
    // The body is read whole first, so that a refused connection can be tried on the next one.
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const order = targets.map((_, i) => (turn + i) % targets.length);
      turn = (turn + 1) % targets.length;
      const attempt = (left: number[]) => {
        const index = left.find((i) => targets[i] !== undefined);
        if (index === undefined) {
          response.writeHead(503).end("no instance is up");
          return;
        }
        const target = targets[index]!;
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method,
            path,
            agent,
            headers: forwarded(request, body.length),
          },
          (answer) => {
            const placed = answer.statusCode === 201 && isOrderPlacement(method, path);
            const kept: Buffer[] = [];
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.on("data", (chunk: Buffer) => {
              if (placed) kept.push(chunk);
              response.write(chunk);
            });
            answer.on("end", () => {
              response.end();
              if (placed)
                acknowledged.push(JSON.parse(Buffer.concat(kept).toString()) as AcknowledgedOrder);
            });
            answer.on("error", () => broke(index));
            answer.on("aborted", () => broke(index));
          },
        );
        let sent = false;
        upstream.on("socket", (socket) => {
          if (!socket.connecting) sent = true;
          else socket.once("connect", () => (sent = true));
        });
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (!sent && error.code === "ECONNREFUSED") attempt(left.filter((i) => i !== index));
          // A kept-alive socket the instance closed as idle just as it was reused (Node's
          // documented case): nothing reached the instance, so it is sent again, once.
          else if (staleSocket(upstream, error, index)) attempt(left);
          else broke(index, error.code);
        });
        upstream.end(body);
      };
      let failed = false;
      let resent = false;
      const staleSocket = (
        upstream: http.ClientRequest,
        error: NodeJS.ErrnoException,
        index: number,
      ) => {
        const stale =
          !resent &&
          upstream.reusedSocket &&
          error.code === "ECONNRESET" &&
          targets[index] !== undefined;
        if (stale) resent = true;
        return stale;
      };
      const broke = (index: number, code = "aborted") => {
        if (failed) return;
        failed = true;
        failures.push({
          upstream: index,
          method,
          path,
          code,
          startedAt,
          failedAt: performance.now(),
        });
        if (!response.headersSent) response.writeHead(502).end("the instance went away");
        else response.destroy();
      };
      attempt(order);
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return {
    origin: `http://${HOST}:${port}`,
    setUpstream: (index, origin) => (targets[index] = origin ? new URL(origin) : undefined),
    failures,
    acknowledged,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
