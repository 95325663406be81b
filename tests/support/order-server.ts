import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
import { adminEnv } from "./sample-submissions";
import { startSmtpServer } from "./smtp";
import { freshDatabase, startTestServer, type Dialect } from "./test-server";

/**
 * A server for orders' tests: the rate limits on, mail to a real SMTP server (the company's to
 * orders@pharma.example), and `catalogue` published live.
 */
export async function startOrderServer(dialect: Dialect, catalogue: ItemRow[]) {
  const smtp = await startSmtpServer();
  const server = await startTestServer({
    ...(await freshDatabase(dialect)),
    env: {
      ...adminEnv,
      RATE_LIMIT: "on",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "orders@pharma.example",
    },
  });
  await publishCatalogue(server.database, catalogue, "test");
  await server.catalogue.refresh();
  return { server, smtp };
}
