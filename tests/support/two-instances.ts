import { startSmtpServer } from "./smtp";
import { freshDatabase, startTestServer, type TestServer } from "./test-server";
import { until } from "./until";

/**
 * Two instances of the site on one fresh PostgreSQL database, and a mail server that takes
 * `acceptAfterMs` to accept each mail while an outbox claim is good for 1 s: both instances'
 * outboxes compete for every row. `act` uses the instances; then every outbox row is awaited as
 * sent, and 1 s more for a duplicate still on its way. Answers the mails the server received.
 */
export async function mailFromTwoInstances(
  options: { acceptAfterMs: number; env?: Record<string, string>; sentWithinMs?: number },
  act: (instances: [TestServer, TestServer]) => Promise<void>,
) {
  const smtp = await startSmtpServer(0, { acceptAfterMs: options.acceptAfterMs });
  const database = await freshDatabase("postgres");
  const env = {
    ...options.env,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    OUTBOX_LEASE_MS: "1000",
    OUTBOX_INTERVAL_MS: "50",
  };
  const instances = await Promise.all([
    startTestServer({ ...database, env }),
    startTestServer({ ...database, env }),
  ]);
  try {
    await act(instances);
    await until(
      "every mail sent",
      async () => {
        const unsent = await instances[0].database.db
          .selectFrom("outbox")
          .select("id")
          .where("status", "!=", "sent")
          .execute();
        return unsent.length === 0;
      },
      options.sentWithinMs,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return smtp.received;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp.close();
  }
}
