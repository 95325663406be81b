import type { AddressInfo } from "node:net";
import { localePath, locales, paths, socialImagePath } from "#shared/site-paths.ts";
import { createAdmin, findAdmin } from "#server/auth/auth.server.ts";
import { createApp } from "#server/app/app.server.ts";
import { startHousekeeping } from "#server/app/housekeeping.server.ts";
import { servedFiles } from "#server/app/served-files.server.ts";
import {
  refuseEmailjsWithoutCustomerTemplate,
  refuseOtherRetention,
} from "#server/app/start-checks.server.ts";
import { catalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { stopProductLists } from "#server/catalogue/product-list.server.ts";
import { publishSampleIfEmpty } from "#server/catalogue/sample-catalogue.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { makePrivate } from "#server/db/private-files.server.ts";
import type { Env } from "#server/env.server.ts";
import { createSiteServer } from "#server/http/site-server.server.ts";
import { startOutbox } from "#server/mail/outbox.server.ts";
import { customerMails } from "#server/customers/customer-mail.server.ts";
import { orderMails } from "#server/orders/order-mail.server.ts";
import { submissionMails } from "#server/submissions/submission-mail.server.ts";
import { moneyMails } from "#server/money/money-mail.server.ts";
import { moneyCreditCheck } from "#server/money/credit.server.ts";
import { returnsMails } from "#server/returns/returns-mail.server.ts";
import { createTransport } from "#server/mail/transports.server.ts";
import { inlineHashesOf } from "#server/http/security-headers.server.ts";
import { HTML_TYPE } from "#server/http/static-files.server.ts";
import { indiaDay } from "#shared/content/announcements.ts";
import { NoRenderer, type WriteServerPage } from "#server/http/server-page.server.ts";
import { publishSeedIfEmpty } from "#server/content/content-store.server.ts";
import { watchContent, type LiveContent } from "#server/content/live-content.server.ts";
import { seedDocument, textsToShow, type ContentDocument } from "#shared/content/document.ts";
import { contentImages } from "#server/content/content-images.server.ts";
import { sameCard } from "#server/content/social-card.server.ts";
import {
  loadSitePages,
  type PreviewPage,
  type ShownPages,
} from "#server/content/site-pages.server.ts";
import { createLogger, describeError, type Logger } from "#server/log.server.ts";

/**
 * Opens the database, starts the outbox and listens. Used by `npm start` and by the tests.
 * Logs to `log`, or to a JSON logger at LOG_LEVEL.
 */
export async function startServer(
  env: Env,
  log?: Logger,
  /** The site's renderer to write the server's own pages with, when the build has none. */
  { renderDir }: { renderDir?: string } = {},
) {
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
  await refuseEmailjsWithoutCustomerTemplate(env, database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
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
    mails: { ...customerMails, ...orderMails, ...submissionMails, ...moneyMails, ...returnsMails },
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
  const catalogueWatch = setInterval(
    () =>
      catalogue
        .refresh()
        .catch((error: unknown) =>
          log.error({ err: describeError(error) }, "could not look for a new catalogue"),
        ),
    env.CATALOGUE_REFRESH_MS,
  );

  const served = servedFiles(env);
  const { baseHeaders, pageHeaders, staticFiles, servePages } = served;
  /** The build's social card, of the shipped content. */
  const builtCard = staticFiles.get(socialImagePath);

  // The public pages as the owner last published them: rendered here at start and at each new
  // version, by whichever instance, replacing the build's (which show the shipped content).
  await publishSeedIfEmpty(database);
  const sitePages = await loadSitePages(env.buildDir);
  const serverPageRenderer =
    sitePages ?? (renderDir ? await loadSitePages(env.buildDir, renderDir) : undefined);
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
      // A card that says what the build's says is the build's: the image library it takes to make
      // another (tens of MB, for as long as the server runs) is loaded only for one that differs.
      if (builtCard && sameCard(document.site, seed.site)) {
        staticFiles.set(socialImagePath, builtCard);
        return;
      }
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
  /** The pages the server writes per request, with the content shown: or none without a build. */
  const writeServerPage: WriteServerPage = (request) => {
    if (!serverPageRenderer) throw new NoRenderer();
    const shown = {
      document: content?.document() ?? seed,
      version: String(content?.version()),
      today: content?.day() || indiaDay(),
    };
    const html = serverPageRenderer.renderServerPage(shown, request);
    return { html, headers: pageHeaders(request.pathname, inlineHashesOf(html)) };
  };
  await content.refresh();
  refuseOtherRetention(env, (content.document() ?? seed).settings.retentionDays);
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
      // Orders come before money: placing asks money's check, given here.
      creditCheck: moneyCreditCheck(() => (content?.document() ?? seed).settings),
      previewPage,
      log,
      notFoundPages: served.notFoundPages,
      adminShell: served.adminShell,
      writeServerPage,
      started: () => started,
    }),
    {
      httpsOrigin: served.https ? env.SITE_ORIGIN : undefined,
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
  const stopHousekeeping = await startHousekeeping({
    database,
    dataDir: env.dataDir,
    log,
    // The owner's period, as published (each row's own promise may be shorter).
    retentionDays: () => (content?.document() ?? seed).settings.retentionDays,
  });

  return {
    port,
    log,
    database,
    outbox,
    transport,
    catalogue,
    content,
    /**
     * Stops accepting, finishes requests in flight and the send in progress, ends the product
     * list's thread if one is setting a list, closes the database.
     */
    async stop() {
      stopHousekeeping();
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
      await stopProductLists(database.db);
      await outbox.stop();
      transport.close();
      // A look for a new catalogue begun just before the watch stopped ends on an open database.
      await catalogue.settled();
      await database.close();
    },
  };
}
