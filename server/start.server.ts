import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  ORDER_RETENTION_YEARS,
  PAYMENT_RETENTION_YEARS,
  RESET_LINK_MS,
  SPAM_RETENTION_DAYS,
} from "#shared/limits.ts";
import {
  contentVersionFiles,
  localePath,
  locales,
  notFoundPath,
  paths,
} from "#shared/site-paths.ts";
import { audit, pruneAuditLog } from "#server/admin/audit.server.ts";
import { createAdmin, findAdmin, pruneSessions } from "#server/admin/auth.server.ts";
import { eraseExpired } from "#server/submissions/erasure.server.ts";
import { createApp, type NotFoundPages } from "#server/http/app.server.ts";
import { catalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { publishSampleIfEmpty } from "#server/catalogue/sample-catalogue.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { makePrivate } from "#server/db/private-files.server.ts";
import type { Env } from "./env.server";
import { createSiteServer } from "#server/http/site-server.server.ts";
import { startOutbox } from "#server/mail/outbox.server.ts";
import { createTransport, deleteExpiredResetMail } from "#server/mail/transports.server.ts";
import { pruneCustomerTokens } from "#server/customers/customer-sessions.server.ts";
import { eraseExpiredRequests } from "#server/customers/customer-store.server.ts";
import { eraseExpiredOrders } from "#server/orders/order-store.server.ts";
import { eraseExpiredPayments } from "#server/money/payments-store.server.ts";
import { pruneRateLimits } from "#server/http/rate-limit.server.ts";
import {
  type CspHashes,
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineHashesOf,
} from "#server/http/security-headers.server.ts";
import {
  builtStylesheet,
  HTML_TYPE,
  loadStaticFiles,
  type StaticFile,
} from "#server/http/static-files.server.ts";
import { publishSeedIfEmpty } from "#server/content/content-store.server.ts";
import { watchContent, type LiveContent } from "#server/content/live-content.server.ts";
import { seedDocument, textsToShow, type ContentDocument } from "#shared/content/document.ts";
import { contentImages } from "#server/content/content-images.server.ts";
import {
  loadSitePages,
  type PreviewPage,
  type ShownPages,
} from "#server/content/site-pages.server.ts";
import { createLogger, describeError, type Logger } from "#server/log.server.ts";

/** The inline script and style hashes the build computed for each page (build/csp-hashes.json). */
function readCspHashes(buildDir: string): Record<string, CspHashes> {
  const file = path.join(buildDir, "..", "csp-hashes.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, CspHashes>)
    : {};
}

/**
 * Opens the database, starts the outbox and listens. Used by `npm start` and by the tests.
 * Logs to `log`, or to a JSON logger at LOG_LEVEL.
 */
/** Content versions whose files (the chat's texts) an instance keeps serving, the newest. */
const KEPT_CONTENT_VERSIONS = 10;

export async function startServer(env: Env, log?: Logger) {
  log ??= await createLogger({ level: env.LOG_LEVEL });
  // DATA_DIR holds personal data whatever the database: readable by this user only.
  makePrivate(env.dataDir);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
    log,
  });
  if (env.DATABASE_URL && env.MAIL_TRANSPORT === "log")
    log.warn(
      "MAIL_TRANSPORT=log with PostgreSQL: each instance logs mail in its own DATA_DIR, and an erasure removes only the copies on the instance that served it. Use smtp or emailjs when several instances share the database.",
    );
  const transport = createTransport(env);
  // Reset links go to customers: with the email service that needs its customer template.
  if (env.MAIL_TRANSPORT === "emailjs" && !env.EMAILJS_TEMPLATE_CUSTOMER) {
    const accounts = await database.db
      .selectFrom("customers")
      .select("id")
      .where("status", "in", ["invited", "active"])
      .executeTakeFirst();
    if (accounts) {
      await database.close();
      throw new Error(
        "EMAILJS_TEMPLATE_CUSTOMER is not set, but there are trade customers to send reset links to. Create a template with the parameters to_email, subject and message, and set its id.",
      );
    }
  }
  // The owner's content this instance shows, read once the database is ready (below); until
  // then, the shipped content.
  const seed = seedDocument();
  const seedShown = { site: seed.site, texts: textsToShow(seed) };
  let content: LiveContent | undefined = undefined;
  /** The partners of the content shown (their names and aliases say whose items are whose). */
  let shownPartners = seed.partners;
  const outbox = startOutbox({
    db: database.db,
    dialect: database.dialect,
    transport,
    notifyTo: env.NOTIFY_TO,
    siteOrigin: env.SITE_ORIGIN,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    // Mail queued after a publish is signed with it (the content is read just below).
    shown: () => content?.shown() ?? seedShown,
    log,
  });

  await publishSampleIfEmpty(database);
  /** What the Products pages show of the live list may have changed: they follow (below). */
  let catalogueChanged = () => {};
  const catalogue = catalogueSearch(database.db, {
    cache: env.CATALOGUE_SEARCH_CACHE === "on",
    // The owner's settings as this instance shows them (the seed's until the content is read).
    settings: () => (content?.document() ?? seed).settings,
    partners: () => shownPartners,
    changed: () => catalogueChanged(),
  });
  await catalogue.refresh();
  // Another instance may publish: look for a new version every few seconds.
  const catalogueWatch = setInterval(() => void catalogue.refresh(), env.CATALOGUE_REFRESH_MS);

  const https = env.SITE_ORIGIN.startsWith("https://");
  const baseHeaders = baseSecurityHeaders(env);
  const cspHashes = readCspHashes(env.buildDir);
  const pageHeaders = (urlPath: string, hashes: Partial<CspHashes>) => ({
    ...baseHeaders,
    "content-security-policy": contentSecurityPolicy(hashes, https),
  });
  const staticFiles = loadStaticFiles(env.buildDir, (urlPath, contentType) =>
    contentType.startsWith("text/html")
      ? pageHeaders(urlPath, cspHashes[urlPath] ?? {})
      : baseHeaders,
  );
  // Each language's 404 page is served with status 404 for unknown paths in that language,
  // never as a 200 at its own URL.
  const notFoundPages = {} as NotFoundPages;
  // The files of the last few content versions shown (the chat's texts) stay: a page opened
  // before a publish still finds its own, and the versions before those go.
  const keptVersions: string[] = [];
  const versionOf = (urlPath: string) =>
    urlPath.startsWith(contentVersionFiles)
      ? urlPath.slice(contentVersionFiles.length).split("/")[0]
      : undefined;
  const servePages = (pages: Map<string, StaticFile>) => {
    for (const urlPath of pages.keys()) {
      const version = versionOf(urlPath);
      if (version !== undefined && !keptVersions.includes(version)) keptVersions.push(version);
    }
    const gone = new Set(keptVersions.splice(0, keptVersions.length - KEPT_CONTENT_VERSIONS));
    if (gone.size)
      for (const urlPath of staticFiles.keys())
        if (gone.has(versionOf(urlPath) ?? "")) staticFiles.delete(urlPath);
    for (const [urlPath, page] of pages) staticFiles.set(urlPath, page);
    for (const locale of locales) {
      const path = localePath(locale, notFoundPath);
      notFoundPages[locale] = staticFiles.get(path) ?? notFoundPages[locale];
      staticFiles.delete(path);
    }
  };
  servePages(new Map());
  const adminShell = staticFiles.get("/__spa-fallback.html");
  staticFiles.delete("/__spa-fallback.html");
  const stylesheet = builtStylesheet(env.buildDir);

  // The public pages as the owner last published them: rendered here at start and at each new
  // version, by whichever instance, replacing the build's (which show the shipped content).
  await publishSeedIfEmpty(database);
  const sitePages = await loadSitePages(env.buildDir);
  /** The uploaded photos a document shows. */
  const photosOf = (document: ContentDocument) =>
    contentImages(
      database.db,
      document.slides.flatMap(({ photo }) => (photo ? [photo] : [])),
    );
  const renderedHeaders = (urlPath: string, contentType: string, body: string) =>
    contentType === HTML_TYPE ? pageHeaders(urlPath, inlineHashesOf(body)) : baseHeaders;
  /** What the served pages show: a content version, and what the Products page shows of the list. */
  let shownPages: ShownPages | undefined;
  // One rendering at a time, in turn: a content version's pages, or the Products pages again.
  let rendering = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T> | T) => {
    const run = rendering.then(task);
    rendering = run.then(
      () => {},
      () => {},
    );
    return run;
  };
  const productsPages = locales.map((locale) => localePath(locale, paths.products));
  // The Products page shows the live list's companies and which partners have items: when
  // those change (a catalogue published here or on another instance, or other partners), its
  // pages in every language are rendered again.
  catalogueChanged = () =>
    void inTurn(() => {
      const facts = catalogue.current().facts;
      if (!sitePages || !shownPages) return;
      if (JSON.stringify(facts) === JSON.stringify(shownPages.catalogue)) return;
      shownPages = { ...shownPages, catalogue: facts };
      servePages(sitePages.renderSome(shownPages, productsPages, renderedHeaders));
    }).catch((error: unknown) =>
      log.error({ err: describeError(error) }, "could not render the Products pages"),
    );
  content = watchContent(
    database.db,
    async ({ document, version }, today) => {
      // The search re-links its items to the new partner list while the pages are rendered
      // (only when the list it was built with is not this one); neither waits for the other.
      shownPartners = document.partners;
      catalogue
        .refresh()
        .catch((error: unknown) =>
          log.error({ err: describeError(error) }, "could not re-link the catalogue's partners"),
        );
      if (!sitePages) return;
      await inTurn(async () => {
        const shown = {
          document,
          version: String(version),
          media: await photosOf(document),
          today,
          catalogue: catalogue.current().facts,
        };
        servePages(sitePages.renderAll(shown, renderedHeaders));
        shownPages = shown;
      });
      // A picture takes longer than the pages: it follows them.
      const card = await sitePages.renderCard(document, baseHeaders);
      staticFiles.set(card.urlPath, card.file);
    },
    log,
  );
  const previewPage: PreviewPage | undefined =
    sitePages &&
    (async (document, pathname) => {
      const shown = String(content?.version());
      const html = sitePages.renderOne(
        document,
        shown,
        await photosOf(document),
        pathname,
        catalogue.current().facts,
      );
      return { html, headers: pageHeaders(pathname, inlineHashesOf(html)) };
    });
  await content.refresh();
  // The deletion keeps what the privacy page promises, the owner's setting: an operator's other
  // number would break the promise.
  const promised = (content.document() ?? seed).settings.retentionDays;
  if (env.RETENTION_DAYS !== undefined && env.RETENTION_DAYS !== promised)
    throw new Error(
      `RETENTION_DAYS: is ${env.RETENTION_DAYS}, but the privacy notice and the consent notices promise ${promised} days, the owner's setting (Admin, Content, Company): unset it, or set it to ${promised}`,
    );
  const contentWatch = setInterval(() => void content.refresh(), env.CATALOGUE_REFRESH_MS);

  let started = false;

  const server = createSiteServer(
    staticFiles,
    createApp({
      env,
      database,
      outbox,
      catalogue,
      content,
      previewPage,
      log,
      notFoundPages,
      adminShell,
      stylesheet,
      started: () => started,
    }),
    {
      httpsOrigin: https ? env.SITE_ORIGIN : undefined,
      trustedProxies: env.TRUST_PROXY,
      limits: {
        headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
        slowBodyWindowMs: env.SLOW_BODY_WINDOW_MS,
        maxConnections: env.MAX_CONNECTIONS,
      },
    },
  );
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const { port } = server.address() as AddressInfo;

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && !(await findAdmin(database.db, env.ADMIN_EMAIL))) {
    try {
      await createAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log.info("Created the administrator named by ADMIN_EMAIL");
    } catch (error) {
      // Another instance starting at the same time created it first (unique email): fine.
      if (!(await findAdmin(database.db, env.ADMIN_EMAIL))) throw error;
    }
  }

  // Ready for sign-ins. The first retention run below is not waited for by /api/health.
  started = true;

  // Retention runs at start and then daily; the rest of the housekeeping hourly.
  const keepHouse = async (withRetention: boolean) => {
    try {
      if (withRetention) {
        // The owner's period, as published (each row's own promise may be shorter).
        const { retentionDays } = (content?.document() ?? seed).settings;
        await eraseExpired({ database, dataDir: env.dataDir }, retentionDays);
        /** The audit log says what a retention step deleted, when it deleted any. */
        const deleted = (count: number, what: string) =>
          count
            ? audit(database.db, {
                actor: null,
                action: "retention-delete",
                detail: `Deleted ${count} ${what}.`,
              })
            : undefined;
        await deleted(
          await eraseExpiredRequests(database.db, retentionDays, SPAM_RETENTION_DAYS),
          `account requests that were rejected or not answered within ${retentionDays} days (spam: ${SPAM_RETENTION_DAYS} days)`,
        );
        await deleted(
          await eraseExpiredOrders(database.db, ORDER_RETENTION_YEARS),
          `orders placed more than ${ORDER_RETENTION_YEARS} years ago`,
        );
        await deleted(
          await eraseExpiredPayments(database.db, PAYMENT_RETENTION_YEARS),
          `payments reported more than ${PAYMENT_RETENTION_YEARS} years ago`,
        );
        await pruneAuditLog(database.db);
      }
      await pruneRateLimits(database.db);
      await pruneSessions(database.db);
      await pruneCustomerTokens(database.db);
      await deleteExpiredResetMail(env.dataDir, RESET_LINK_MS);
    } catch (error) {
      log.error({ err: describeError(error) }, "housekeeping failed");
    }
  };
  await keepHouse(true);
  let hours = 0;
  const housekeeping = setInterval(() => void keepHouse(++hours % 24 === 0), 60 * 60 * 1000);

  return {
    port,
    log,
    database,
    outbox,
    transport,
    catalogue,
    content,
    /** Stops accepting, finishes requests in flight and the send in progress, closes the database. */
    async stop() {
      clearInterval(housekeeping);
      clearInterval(catalogueWatch);
      clearInterval(contentWatch);
      content.stop();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      // A client stalled mid-request must not hold the shutdown up for long: after the grace
      // period its connection is cut (its submission, unfinished, was never acknowledged).
      const cutOff = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(cutOff);
      await outbox.stop();
      transport.close();
      await database.close();
    },
  };
}
