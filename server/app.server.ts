import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { sql } from "kysely";
import { submissionRoutes } from "./api/submissions.server";
import { apiError, messages } from "./api/responses.server";
import type { DatabaseHandle } from "./db.server";
import type { Env } from "./env.server";
import type { Outbox } from "./mail/outbox.server";
import type { StaticFile } from "./static-files.server";

type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  outbox: Outbox;
  notFoundPage: StaticFile | undefined;
  stylesheet?: string;
};

/** Everything that is not a pre-built file: the JSON API and the 404 page. */
export function createApp({ env, database, outbox, notFoundPage, stylesheet }: AppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.get("/api/health", async (c) => {
    try {
      await sql`select 1`.execute(database.db);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, error: "The database is not answering." }, 503);
    }
  });

  app.route("/api", submissionRoutes({ database, env, outbox, stylesheet }));

  app.all("/api/*", (c) => apiError(c, 404, "There is no such API endpoint."));

  app.notFound((c) => {
    if (!notFoundPage) return c.text("Not found", 404);
    return c.body(new Uint8Array(notFoundPage.body), 404, {
      "content-type": notFoundPage.contentType,
      "cache-control": "no-cache",
    });
  });

  app.onError((error, c) => {
    // Logged for the operator; the visitor gets a sentence, never a stack trace.
    console.error(`${c.req.method} ${c.req.path}:`, error);
    if (isDatabaseUnavailable(error)) return apiError(c, 503, messages.unavailable);
    return apiError(c, 500, "Something went wrong on our side. Please try again, or call us.");
  });

  return app;
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P03",
      "SQLITE_BUSY",
      "SQLITE_IOERR",
    ].includes(code) || /connect|terminat|timeout/i.test((error as Error).message ?? "")
  );
}
