import { Hono } from "hono";
import type { StaticFile } from "./static-files.server";

type AppOptions = {
  notFoundPage: StaticFile | undefined;
};

/** Everything that is not a pre-built file: the JSON API and the 404 page. */
export function createApp({ notFoundPage }: AppOptions) {
  const app = new Hono();

  app.get("/api/health", (c) => c.json({ ok: true }));

  app.all("/api/*", (c) =>
    c.json({ success: false, error: "There is no such API endpoint." }, 404),
  );

  app.notFound((c) => {
    if (!notFoundPage) return c.text("Not found", 404);
    return c.body(new Uint8Array(notFoundPage.body), 404, {
      "content-type": notFoundPage.contentType,
      "cache-control": "no-cache",
    });
  });

  app.onError((error, c) => {
    // Log for the operator; the visitor gets a sentence, never a stack trace.
    console.error(error);
    return c.json(
      { success: false, error: "Something went wrong on our side. Please try again." },
      500,
    );
  });

  return app;
}
