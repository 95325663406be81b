import type { AddressInfo } from "node:net";
import { notFoundPath } from "../app/public-paths";
import { createApp } from "./app.server";
import { openDatabase } from "./db.server";
import type { Env } from "./env.server";
import { createSiteServer } from "./http.server";
import { startOutbox } from "./mail/outbox.server";
import { createTransport } from "./mail/transports.server";
import { pruneRateLimits } from "./rate-limit.server";
import { loadStaticFiles } from "./static-files.server";

/** Opens the database, starts the outbox and listens. Used by `npm start` and by the tests. */
export async function startServer(env: Env) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const transport = createTransport(env);
  const outbox = startOutbox({
    db: database.db,
    dialect: database.dialect,
    transport,
    notifyTo: env.NOTIFY_TO,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
  });

  const staticFiles = loadStaticFiles(env.buildDir);
  const notFoundPage = staticFiles.get(notFoundPath);
  // The 404 page is served with status 404 for unknown paths, never as a 200 at its own URL.
  staticFiles.delete(notFoundPath);
  staticFiles.delete("/__spa-fallback.html");
  const stylesheet = [...staticFiles.keys()].find((key) => /^\/assets\/root-.*\.css$/.test(key));

  const server = createSiteServer(
    staticFiles,
    createApp({ env, database, outbox, notFoundPage, stylesheet }),
  );
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const { port } = server.address() as AddressInfo;

  const housekeeping = setInterval(
    () =>
      pruneRateLimits(database.db).catch((error: Error) =>
        console.error("housekeeping:", error.message),
      ),
    60 * 60 * 1000,
  );

  return {
    port,
    database,
    outbox,
    transport,
    /** Stops accepting, finishes requests in flight and the send in progress, closes the database. */
    async stop() {
      clearInterval(housekeeping);
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await outbox.stop();
      transport.close();
      await database.close();
    },
  };
}
