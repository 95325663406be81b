import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "#server/db/private-files.server.ts";
import type { Env } from "#server/env.server.ts";
import type { Notification } from "./notification.server";

export type Transport = {
  name: Env["MAIL_TRANSPORT"];
  /** Sends the mail about subject `id` that outbox row `outboxId` holds. */
  send(notification: Notification, id: string, outboxId: number): Promise<void>;
  close(): void;
};

/**
 * The Message-ID of an outbox row's mail, at the domain of the address it is sent from: the same
 * each time that row is sent, so a mail sent again (an instance stopped between sending it and
 * marking it sent) carries the first one's, and the receiving side can tell.
 */
export function outboxMessageId(
  mail: { kind: string; id: string; outboxId: number },
  from: string,
) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${mail.kind}.${mail.id}.${mail.outboxId}@${domain}>`;
}

/** The email service's client errors, by name, as its own SDK reports them (docs/product.md#messages). */
const emailServiceErrors: Record<number, string> = {
  451: "Unavailable For Headless Browser",
  403: "Forbidden",
  429: "Too Many Requests",
};

export class SendError extends Error {}

function logTransport(env: Env): Transport {
  const folder = path.join(env.dataDir, "mail");
  return {
    name: "log",
    async send(notification, id) {
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${notification.kind}-${id}.txt`);
      const body = [
        `To: ${notification.to ?? env.NOTIFY_TO}`,
        `Reply-To: ${notification.replyTo.name} <${notification.replyTo.address}>`,
        `Subject: ${notification.subject}`,
        "",
        notification.text,
        "",
      ].join("\n");
      // Written whole, then named: whoever reads the folder never sees half a message (a
      // leftover ".part" carries the id, so erasure still finds it).
      await writeFile(`${file}.part`, body, { flag: "wx", mode: PRIVATE_FILE_MODE });
      await rename(`${file}.part`, file);
    },
    close() {},
  };
}

function smtpTransport(env: Env): Transport {
  const url = new URL(env.SMTP_URL!);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // One connection kept open for the outbox, which sends one mail at a time: a new connection
    // a mail cost about 0.1 s each, and a busy hour's mails queued behind one another.
    pool: true,
    maxConnections: 1,
  });
  return {
    name: "smtp",
    async send(notification, id, outboxId) {
      await transporter.sendMail({
        messageId: outboxMessageId({ kind: notification.kind, id, outboxId }, env.MAIL_FROM),
        from: env.MAIL_FROM,
        to: notification.to ?? env.NOTIFY_TO,
        replyTo: notification.replyTo,
        subject: notification.subject,
        text: notification.text,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The email service's template of each mail: a mail to a customer has its own; a request or an
 * order reads like an enquiry.
 */
function emailServiceTemplate(env: Env, notification: Notification) {
  if (notification.to) return env.EMAILJS_TEMPLATE_CUSTOMER;
  if (notification.kind === "application") return env.EMAILJS_TEMPLATE_CAREERS;
  return env.EMAILJS_TEMPLATE_CONTACT;
}

function emailServiceTransport(env: Env): Transport {
  const url = new URL("/api/v1.0/email/send", env.EMAILJS_ORIGIN);
  return {
    name: "emailjs",
    async send(notification) {
      const body = {
        lib_version: "4.4.1",
        user_id: env.EMAILJS_PUBLIC_KEY,
        service_id: env.EMAILJS_SERVICE_ID,
        template_id: emailServiceTemplate(env, notification),
        template_params: notification.templateParams,
        accessToken: env.EMAILJS_PRIVATE_KEY,
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "Content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new SendError(`emailjs: Network Error (${(error as Error).message})`);
      }
      const text = await response.text();
      if (response.status !== 200) {
        const name = emailServiceErrors[response.status] ?? "Error";
        throw new SendError(
          `emailjs: ${response.status} ${name}${text ? `: ${text.slice(0, 200)}` : ""}`,
        );
      }
    },
    close() {},
  };
}

export function createTransport(env: Env): Transport {
  if (env.MAIL_TRANSPORT === "smtp") return smtpTransport(env);
  if (env.MAIL_TRANSPORT === "emailjs") return emailServiceTransport(env);
  return logTransport(env);
}

/** A mail's kind and the id of what it is about, as the `log` transport names its file. */
export type MailSubject = { kind: Notification["kind"]; id: string };

/**
 * The `log` transport's files hold personal data too: they follow the submissions' erasure
 * (by id: a UUID), a customer's erasure (by `subjects`, each matched whole: an order's status
 * mail is named by a small number) and retention (by age).
 */
export async function deleteLoggedMail(
  dataDir: string,
  match: { ids?: string[]; subjects?: MailSubject[]; olderThanDays?: number; now?: number },
) {
  const named = new Set(match.subjects?.map(({ kind, id }) => `-${kind}-${id}.txt`));
  const folder = path.join(dataDir, "mail");
  const names = await readdir(folder).catch(() => [] as string[]);
  const cutoff =
    match.olderThanDays === undefined
      ? undefined
      : (match.now ?? Date.now()) - match.olderThanDays * 86_400_000;
  for (const name of names) {
    const file = path.join(folder, name);
    const byId =
      (match.ids?.some((id) => name.includes(id)) ?? false) ||
      [...named].some((ending) => name.endsWith(ending) || name.endsWith(`${ending}.part`));
    // A file listed but gone by now (a mail written meanwhile, renamed from its ".part") is
    // not an error: the retention job runs while the server sends mail.
    const modifiedAt = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    const byAge = cutoff !== undefined && modifiedAt !== undefined && modifiedAt < cutoff;
    if (byId || byAge) await rm(file, { force: true });
  }
}

/** A reset link lives an hour: the `log` transport's copy of its mail goes when the link does. */
export async function deleteExpiredResetMail(dataDir: string, maxAgeMs: number, now = Date.now()) {
  const folder = path.join(dataDir, "mail");
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((name) => name.includes("-account-reset-"))) {
    const file = path.join(folder, name);
    const modifiedAt = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modifiedAt !== undefined && modifiedAt < now - maxAgeMs) await rm(file, { force: true });
  }
}
