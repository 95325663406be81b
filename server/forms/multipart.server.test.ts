import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "#server/memory.server.ts";
import { readMultipart, type FilePart } from "./multipart.server";
import { inWords } from "./refusal.server";

// An upload read from a request is the route's to keep or let go: the request lives until it is
// answered, and an item list's route goes on working (the publish, the new index) long after it
// has read and checked the file's 20 MB.

/** A request carrying `file` as the form's part "file", as a browser sends it. */
function requestWith(file: Buffer): IncomingMessage {
  const boundary = "----form-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="items.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = Readable.from([body]) as unknown as IncomingMessage;
  request.headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
  return request;
}

const filePart: FilePart = {
  field: "file",
  noun: "file",
  maxBytes: 4_000_000,
  tooLarge: inWords("The file is too large."),
};

describe("a multipart upload", () => {
  it("hands the file over: once the route lets go of it, the open request keeps none of it", async () => {
    const request = requestWith(Buffer.alloc(2_000_000, "a"));
    let read: Awaited<ReturnType<typeof readMultipart>> | undefined = await readMultipart(
      request,
      5_000_000,
      filePart,
    );
    expect(read.file?.name).toBe("items.csv");
    expect(read.file?.content.length).toBe(2_000_000);
    const content = new WeakRef(read.file!.content);
    read = undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(content.deref()).toBeUndefined();
    // The request is still held here, as a route's is until it answers.
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
  });
});
