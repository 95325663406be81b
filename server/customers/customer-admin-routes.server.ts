import { hearUploadRefusals } from "#server/forms/refusal-answer.server.ts";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { customerQuerySchema } from "#shared/schemas/customers.ts";
import { MAX_CATALOGUE_BYTES, MAX_JSON_BYTES, MULTIPART_ROOM_BYTES } from "#shared/limits.ts";
import type { AdminDeps, AdminEnv, AdminGuards, AdminContext } from "#server/auth/guards.server.ts";
import { isId } from "#server/auth/guards.server.ts";
import type { LiveContent } from "#server/content/public.server.ts";
import { csvDownload } from "#server/http/csv.server.ts";
import { mountList, searchFilters } from "#server/auth/list-page.server.ts";
import { apiError, bodyLimitOf } from "#server/http/api-error.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { answerUploadProblem } from "#server/sheets/upload-problem.server.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { deleteLoggedMail, type MailSubject } from "#server/mail/transports.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { invitation } from "./customer-mail.server";
import { makeLink } from "./customer-sessions.server";
import {
  createCustomer,
  findCustomer,
  moveStatus,
  Taken,
  updateCustomer,
  type StatusMove,
} from "./customer-store.server";
import { eraseCustomer, mailSubjectsOf } from "./customer-erasure.server";
import { allCustomers, customerDetail, listCustomers } from "./customer-list.server";
import { applyImport, planImport } from "./party-import.server";
import { readPartyRows } from "./party-list.server";

// The staff's side of the trade customers (docs/product.md#customers-admin): the list, one
// customer, create, approve, invite, disable, enable, reject, edit, erase, export and the
// party-list import. Every action is audited; the customer's personal data never enters the
// audit log, only the customer's id.

const takenSentence = (taken: Taken) =>
  taken.field === "code"
    ? "Another customer already has this party code."
    : `Another customer already signs in with this ${taken.field === "phone" ? "mobile number" : "email"}.`;

export function customerAdminRoutes(
  {
    database,
    env,
    content,
    forgetCustomer,
  }: AdminDeps & {
    content: LiveContent;
    /**
     * What later features keep of a customer and erase with them (their returns' notes and
     * photos): answers the mails about it, whose logged copies go too.
     */
    forgetCustomer?: (db: Db, customerId: string) => Promise<MailSubject[]>;
  },
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  const r = apiRoutes;

  /** A JSON body past this is refused (413) before it is read. */
  const jsonLimit = bodyLimitOf(MAX_JSON_BYTES, "The request is too large.");
  const changing = { guards: [jsonLimit, sameOrigin, requireAdmin] };

  /** A new link for the customer, and the message staff send with it. */
  async function invite(id: string) {
    const customer = (await findCustomer(db, id))!;
    const { token } = await makeLink(db, id, "invite");
    return invitation(env.SITE_ORIGIN, customer, token, content.shown());
  }

  const idOf = (c: AdminContext) => {
    const id = c.req.param("id") ?? "";
    return isId(id) ? id : undefined;
  };
  const noSuchCustomer = (c: AdminContext) => apiError(c, 404, "There is no such customer.");

  mountList(api, "listCustomers", guards, {
    rows: "customers",
    load: (query) => listCustomers(db, query),
    action: "list-customers",
    filters: (query) => [
      ...(query.status ? [`status ${query.status}`] : []),
      ...searchFilters(query),
    ],
  });

  api.on(r.exportCustomers.method, r.exportCustomers.path, requireAdmin, async (c) => {
    const parsed = customerQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return apiError(c, 400, "The list's search or filter is not valid.");
    const rows = await allCustomers(db, parsed.data);
    await record(c, "export-customers", `${rows.length} customers`);
    return csvDownload(
      c,
      "customers",
      [
        "Code",
        "Shop or hospital",
        "Contact person",
        "Phone",
        "Email",
        "Address",
        "Drug licence",
        "GSTIN",
        "Hospital",
        "Status",
        "Language",
        "Requested or added",
        "Last sign-in",
      ],
      rows.map((row) => [
        row.code,
        row.shopName,
        row.contactName,
        row.phone,
        row.email,
        row.address,
        row.drugLicence,
        row.gstin,
        row.hospital ? "yes" : "no",
        row.status,
        row.locale,
        row.createdAt,
        row.lastSignInAt,
      ]),
    );
  });

  mountRoute(api, "createCustomer", changing, async (c, { body }) => {
    try {
      const customer = await createCustomer(db, body);
      await record(c, "create-customer", `customer ${customer.id}`);
      return c.json({ success: true, id: customer.id, ...(await invite(customer.id)) }, 201);
    } catch (error) {
      if (error instanceof Taken) return apiError(c, 409, takenSentence(error));
      throw error;
    }
  });

  api.on(r.importCustomers.method, r.importCustomers.path, sameOrigin, requireAdmin, async (c) => {
    hearUploadRefusals(c);
    const dryRun = c.req.query("dryRun") === "1";
    let plan: Awaited<ReturnType<typeof planImport>>;
    let fileName = "";
    try {
      if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
        throw new Refusal(415, inWords("Please send the party list as a multipart web form."));
      const { file } = await readMultipart(
        c.env.incoming,
        MAX_CATALOGUE_BYTES + MULTIPART_ROOM_BYTES,
        {
          field: "file",
          noun: "file",
          maxBytes: MAX_CATALOGUE_BYTES,
          tooLarge: inWords(
            `The party list is larger than ${MAX_CATALOGUE_BYTES / 1024 / 1024} MB.`,
          ),
        },
      );
      if (!file) throw new Refusal(400, inWords("Please choose the party list file to upload."));
      fileName = file.name;
      plan = await planImport(db, readPartyRows(await readSheets(file.name, file.content)));
    } catch (error) {
      return answerUploadProblem(c, error);
    }
    const { check, planned } = plan;
    const summary = `${fileName.slice(0, 100)}: ${check.creates} new, ${check.updates} updated, ${check.errors.length} errors`;
    if (dryRun) {
      await record(c, "check-customer-import", summary);
      return c.json({ success: true, ...check });
    }
    if (check.errors.length)
      return c.json(
        {
          success: false,
          error: "The party list has problems to fix before it can be imported.",
          ...check,
        },
        400,
      );
    const done = await applyImport(db, planned);
    await record(c, "import-customers", summary);
    return c.json({ success: true, ...done }, 201);
  });

  api.on(r.customer.method, r.customer.path, requireAdmin, async (c) => {
    const id = idOf(c);
    const customer = id && (await customerDetail(db, id));
    if (!customer) return noSuchCustomer(c);
    await record(c, "view-customer", `customer ${id}`);
    return c.json({ success: true, customer });
  });

  mountRoute(api, "updateCustomer", changing, async (c, { body }) => {
    const id = idOf(c);
    if (!id) return noSuchCustomer(c);
    try {
      if (!(await updateCustomer(db, id, body))) return noSuchCustomer(c);
    } catch (error) {
      if (error instanceof Taken) return apiError(c, 409, takenSentence(error));
      throw error;
    }
    await record(c, "update-customer", `customer ${id}: ${Object.keys(body).join(", ")}`);
    return c.json({ success: true });
  });

  api.on(r.eraseCustomer.method, r.eraseCustomer.path, sameOrigin, requireAdmin, async (c) => {
    const id = idOf(c);
    if (!id || !(await eraseCustomer(db, id))) return noSuchCustomer(c);
    const laterMails = (await forgetCustomer?.(db, id)) ?? [];
    await database.reclaimErasedSpace();
    await deleteLoggedMail(env.dataDir, {
      subjects: [...(await mailSubjectsOf(db, id)), ...laterMails],
    });
    await record(c, "erase-customer", `customer ${id}`);
    return c.json({ success: true });
  });

  // Status moves: each allowed only from the statuses statusMoves names (409 otherwise).
  async function move(c: AdminContext, action: StatusMove, code?: string) {
    const id = idOf(c);
    if (!id) return noSuchCustomer(c);
    let moved: boolean | undefined;
    try {
      moved = await moveStatus(db, id, action, code);
    } catch (error) {
      if (error instanceof Taken) return apiError(c, 409, takenSentence(error));
      throw error;
    }
    if (moved === undefined) return noSuchCustomer(c);
    if (!moved) return apiError(c, 409, `This customer's status does not allow "${action}".`);
    await record(c, `${action}-customer`, `customer ${id}`);
    if (action === "approve") return c.json({ success: true, ...(await invite(id)) });
    return c.json({ success: true });
  }
  mountRoute(api, "approveCustomer", changing, (c, { body }) => move(c, "approve", body.code));
  const moves: [{ method: "POST"; path: string }, StatusMove][] = [
    [r.disableCustomer, "disable"],
    [r.enableCustomer, "enable"],
    [r.rejectCustomer, "reject"],
  ];
  for (const [route, action] of moves)
    api.on(route.method, route.path, sameOrigin, requireAdmin, (c) => move(c, action));

  api.on(r.inviteCustomer.method, r.inviteCustomer.path, sameOrigin, requireAdmin, async (c) => {
    const id = idOf(c);
    const customer = id && (await findCustomer(db, id));
    if (!id || !customer || customer.erased_at) return noSuchCustomer(c);
    if (!["invited", "active"].includes(customer.status))
      return apiError(c, 409, "Only an invited or active customer can be sent a link.");
    const answer = await invite(id);
    await record(c, "invite-customer", `customer ${id}`);
    return c.json({ success: true, ...answer });
  });

  return api;
}
