import path from "node:path";
import { z } from "zod";
import { site } from "#shared/content/site.ts";
import { MIN_ADMIN_PASSWORD_LENGTH } from "#shared/limits.ts";
import { logLevels } from "#server/log.server.ts";

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5001),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    BUILD_DIR: z.string().default("./build/client"),
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (or unset for SQLite)")
        .optional(),
    ),
    /** PostgreSQL connections per instance. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    MAIL_TRANSPORT: z.enum(["log", "smtp", "emailjs"]).default("log"),
    SMTP_URL: optional,
    NOTIFY_TO: z.email().default(site.email),
    MAIL_FROM: z.string().default(`${site.shortName} website <${site.email}>`),
    EMAILJS_SERVICE_ID: optional,
    EMAILJS_TEMPLATE_CONTACT: optional,
    EMAILJS_TEMPLATE_CAREERS: optional,
    /** The template of mails to customers (parameters to_email, subject, message). */
    EMAILJS_TEMPLATE_CUSTOMER: optional,
    EMAILJS_PUBLIC_KEY: optional,
    EMAILJS_PRIVATE_KEY: optional,
    EMAILJS_ORIGIN: z.url().default("https://api.emailjs.com"),
    RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    /**
     * The public origin(s), comma-separated, the first being canonical (e.g. the www. and bare
     * domains): secure cookies over https, same-origin checks, canonical URLs.
     */
    SITE_ORIGIN: z
      .string()
      .default("http://localhost:5001")
      .transform((list) =>
        list
          .split(",")
          .map((origin) => origin.trim().replace(/\/$/, ""))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1, "must name at least one origin")),
    /**
     * `production`: a missing or stale build stops the start (never a build at start), and
     * admin posts are accepted only from SITE_ORIGIN.
     */
    NODE_ENV: z.enum(["production", "development", "test"]).optional().catch(undefined),
    /** Strict-Transport-Security, sent when SITE_ORIGIN is https. */
    HSTS: z.enum(["on", "off"]).default("on"),
    /**
     * Addresses of reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed
     * (comma-separated; e.g. "127.0.0.1,::1"). Empty: forwarding headers are ignored.
     */
    TRUST_PROXY: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ADMIN_EMAIL: optional.pipe(z.email("must be an email address").optional()),
    ADMIN_PASSWORD: optional.pipe(
      z
        .string()
        .min(
          MIN_ADMIN_PASSWORD_LENGTH,
          `must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
        )
        .optional(),
    ),
    /** After 3 failed sign-ins each attempt waits this long, doubling up to 4 s. */
    SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).default(250),
    /**
     * `test` hashes new passwords at a test's cost (server/auth/passwords.server.ts): for test
     * suites only, refused in production.
     */
    PASSWORD_HASH_COST: z.enum(["standard", "test"]).default("standard"),
    /** Password hashes (32 MiB each) that may run at once; further sign-ins wait or get 503. */
    SIGN_IN_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /**
     * Only a check: the deletion follows the retention period the privacy notice promises
     * (shared/limits.ts), and a server told another number refuses to start.
     */
    // Only a check: the period is the owner's setting (see startServer).
    RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
    /** How often the outbox looks for due notifications, and the first retry delay. */
    OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(120_000),
    /** Request headers must arrive within this long (slow-header clients are cut). */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** A request body averaging under 1 KB/s over this long is cut. */
    SLOW_BODY_WINDOW_MS: z.coerce.number().int().min(100).default(30_000),
    /** Open connections at most; more are refused until some close. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1024),
    /** How often each instance looks for a catalogue published by another one. */
    CATALOGUE_REFRESH_MS: z.coerce.number().int().min(100).default(2000),
    /** `off`: every catalogue search is worked out anew (the bench measures the index so). */
    CATALOGUE_SEARCH_CACHE: z.enum(["on", "off"]).default("on"),
    /** On SIGTERM, how long requests in flight may take before their connections are cut. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /** The least severe log events written (JSON lines on standard output). */
    LOG_LEVEL: z.enum(logLevels).default("info"),
    /**
     * A notification still undelivered this long after its submission, while the submission is
     * new, puts a banner on every admin page and turns the health detail's alert on.
     */
    NOTIFY_ALERT_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(30 * 60 * 1000),
  })
  .superRefine((env, ctx) => {
    if (env.PASSWORD_HASH_COST === "test" && env.NODE_ENV === "production")
      ctx.addIssue({
        code: "custom",
        path: ["PASSWORD_HASH_COST"],
        message: "test is for test suites only, never with NODE_ENV=production",
      });
    if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL)
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when MAIL_TRANSPORT=smtp",
      });
    if (env.MAIL_TRANSPORT === "emailjs")
      for (const key of [
        "EMAILJS_SERVICE_ID",
        "EMAILJS_TEMPLATE_CONTACT",
        "EMAILJS_TEMPLATE_CAREERS",
        "EMAILJS_PUBLIC_KEY",
      ] as const)
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when MAIL_TRANSPORT=emailjs",
          });
  });

type Parsed = z.infer<typeof schema>;

/** Every variable the server reads (.env.example documents each: a test holds them together). */
export const configVariables = Object.keys(schema.shape);
export type Env = Omit<Parsed, "SITE_ORIGIN"> & {
  /** The canonical public origin, e.g. `https://www.example.in`. */
  SITE_ORIGIN: string;
  /** Every public origin the site answers as. */
  siteOrigins: string[];
  dataDir: string;
  buildDir: string;
};

/** Reads and checks the configuration once, failing with a readable list of problems. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `- ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return {
    ...result.data,
    SITE_ORIGIN: result.data.SITE_ORIGIN[0]!,
    siteOrigins: result.data.SITE_ORIGIN,
    dataDir: path.resolve(result.data.DATA_DIR),
    buildDir: path.resolve(result.data.BUILD_DIR),
  };
}
