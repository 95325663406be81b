import net from "node:net";

/**
 * An HTTP answer: status (0 when the server closed without answering), lower-cased headers,
 * body as text.
 */
export type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as given over a fresh TCP connection, for what `fetch` refuses to send:
 * broken framing, a lying Content-Length, huge headers, NUL bytes. The request should say
 * `Connection: close`, so that the answer ends when the server closes the connection.
 * With `hangUpAfterMs` the client closes the connection itself after that long (a truncated
 * upload): the server is not expected to answer then. `timedOut` means the server hung.
 */
export function rawRequest(
  port: number,
  bytes: Buffer | string,
  options: { hangUpAfterMs?: number; timeoutMs?: number } = {},
): Promise<Answer & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(bytes);
      if (options.hangUpAfterMs !== undefined)
        setTimeout(() => socket.destroy(), options.hangUpAfterMs);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, options.timeoutMs ?? 10_000);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server that refuses early (431, 413) may reset the connection while we still write.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ ...parseAnswer(Buffer.concat(chunks)), timedOut });
    });
  });
}

function parseAnswer(raw: Buffer): Answer {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd === -1) return { status: 0, headers: {}, body: raw.toString("latin1") };
  const [statusLine = "", ...lines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: body.toString("utf8"),
  };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export type Part =
  | { name: string; value: string }
  | {
      name: string;
      fileName: string;
      content: Buffer;
      contentType?: string;
      /** `extended` sends the name as `filename*=UTF-8''…`, so any byte (NUL, `/`) reaches the server. */
      nameEncoding?: "quoted" | "extended";
    };

// What browsers do to a name in a quoted header parameter (HTML spec, multipart/form-data).
const quoted = (text: string) =>
  `"${text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}"`;
const extended = (text: string) =>
  `UTF-8''${[...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9!#$&+.^_`|~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("")}`;

/** A multipart/form-data body; `closing: false` leaves off the closing boundary. */
export function multipartBody(boundary: string, parts: Part[], { closing = true } = {}): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}`;
    if ("value" in part) {
      pieces.push(Buffer.from(`${head}\r\n\r\n${part.value}\r\n`, "utf8"));
      continue;
    }
    head +=
      part.nameEncoding === "extended"
        ? `; filename*=${extended(part.fileName)}`
        : `; filename=${quoted(part.fileName)}`;
    head += `\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`;
    pieces.push(Buffer.from(head, "utf8"), part.content, Buffer.from("\r\n"));
  }
  if (closing) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/**
 * Two requests on one kept-alive connection, `pauseMs` apart, as a browser or `fetch` would
 * reuse it. The second answer is undefined when the first said `Connection: close` (a client
 * then opens a new connection); its status is 0 when the server dropped the connection.
 */
export function keepAliveExchange(
  port: number,
  first: Buffer | string,
  second: Buffer | string,
  pauseMs: number,
): Promise<[Answer, Answer | undefined]> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let firstAnswer: Answer | undefined;
    const socket = net.connect(port, "127.0.0.1", () => socket.write(first));
    const timer = setTimeout(() => socket.destroy(new Error("No answer within 10 s")), 10_000);
    const finish = (answers: [Answer, Answer | undefined]) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answers);
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return;
      const length = Number(
        /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, headEnd).toString("latin1"))?.[1] ??
          0,
      );
      if (received.length < headEnd + 4 + length) return;
      const answer = parseAnswer(received.subarray(0, headEnd + 4 + length));
      received = received.subarray(headEnd + 4 + length);
      if (firstAnswer) return finish([firstAnswer, answer]);
      firstAnswer = answer;
      if (/close/i.test(answer.headers.connection ?? "")) return finish([answer, undefined]);
      setTimeout(() => socket.write(second), pauseMs);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      if (!firstAnswer) reject(new Error("The connection closed before the first answer"));
      else resolve([firstAnswer, { status: 0, headers: {}, body: "" }]);
    });
  });
}

/**
 * Posts a body with chunked transfer encoding (no Content-Length), piece by piece, over a raw
 * connection, and stops sending as soon as the server answers. Tells how many bytes went out
 * before the answer. A server that refuses early may close while we still write (EPIPE): its
 * answer, already received, is still read (http.request would lose it with the write's error).
 */
export function postChunked(
  url: string,
  headers: Record<string, string>,
  pieces: Iterable<Buffer>,
): Promise<{ status: number; body: string; bytesSent: number }> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve) => {
    let bytesSent = 0;
    const chunks: Buffer[] = [];
    const answered = () => chunks.length > 0;
    const socket = net.connect(Number(port), hostname, () => {
      const head = [
        `POST ${pathname}${search} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        "Transfer-Encoding: chunked",
        "Connection: close",
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${head.join("\r\n")}\r\n\r\n`);
      pump();
    });
    const iterator = pieces[Symbol.iterator]();
    const pump = () => {
      while (!answered() && !socket.destroyed) {
        const next = iterator.next();
        if (next.done) return void socket.write("0\r\n\r\n");
        bytesSent += next.value.length;
        const framed = Buffer.concat([
          Buffer.from(`${next.value.length.toString(16)}\r\n`),
          next.value,
          Buffer.from("\r\n"),
        ]);
        if (!socket.write(framed)) return void socket.once("drain", pump);
      }
    };
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const { status, body } = parseAnswer(Buffer.concat(chunks));
      resolve({ status, body, bytesSent });
    });
  });
}
