import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";

// Settings an instance refuses to start with, each saying what to change.

/** Reset links go to customers: with the email service that needs its customer template. */
export async function refuseEmailjsWithoutCustomerTemplate(env: Env, database: DatabaseHandle) {
  if (env.MAIL_TRANSPORT !== "emailjs" || env.EMAILJS_TEMPLATE_CUSTOMER) return;
  const accounts = await database.db
    .selectFrom("customers")
    .select("id")
    .where("status", "in", ["invited", "active"])
    .executeTakeFirst();
  if (accounts)
    throw new Error(
      "EMAILJS_TEMPLATE_CUSTOMER is not set, but there are trade customers to send reset links to. Create a template with the parameters to_email, subject and message, and set its id.",
    );
}

/**
 * The deletion keeps what the privacy page promises, the owner's setting (`promised` days): an
 * operator's other number would break the promise.
 */
export function refuseOtherRetention(env: Env, promised: number) {
  if (env.RETENTION_DAYS !== undefined && env.RETENTION_DAYS !== promised)
    throw new Error(
      `RETENTION_DAYS: is ${env.RETENTION_DAYS}, but the privacy notice and the consent notices promise ${promised} days, the owner's setting (Admin, Content, Company): unset it, or set it to ${promised}`,
    );
}
