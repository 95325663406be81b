import type { Db } from "#server/db/database.server.ts";
import { CATALOGUE_PREVIEW_ROWS } from "#shared/limits.ts";
import { loginMobile, type PartyCheck } from "#shared/schemas/customers.ts";
import { endEverything } from "./customer-sessions.server";
import { loginsChange, newAccount, type Customer } from "./customer-store.server";
import { previewOf, type PartyRow, type PartyRows, type RowProblem } from "./party-list.server";

// What a party list does to the customers: each row creates the customer of its code or
// updates it. An update fills in what the row says and never empties a field, changes a
// status or a password; a changed email or login mobile ends the customer's sessions and links. Nobody is invited: staff invite each customer themselves.

type Planned = { row: PartyRow; existing: Customer | undefined };

/**
 * For one release (round 4; remove in the next): the customer a row's login mobile belongs to,
 * when that customer has no party code, so that the row's code finds it. Editing a customer
 * used to empty the fields the edit did not send, the code among them, and re-importing the
 * party list could not find those customers again; this repairs them.
 */
const codeLostTo = (holder: Customer | undefined) => (holder?.code === "" ? holder : undefined);

/** Matches the rows against the customers and finds login clashes (row errors). */
export async function planImport(db: Db, rows: PartyRows) {
  const customers = await db.selectFrom("customers").selectAll().execute();
  const byCode = new Map(customers.filter((c) => c.code).map((c) => [c.code, c]));
  const accounts = customers.filter(
    (c) => !c.erased_at && ["invited", "active", "disabled"].includes(c.status),
  );
  const mobiles = new Map(accounts.filter((c) => c.login_mobile).map((c) => [c.login_mobile!, c]));
  const emails = new Map(accounts.filter((c) => c.email).map((c) => [c.email, c]));
  const errors: RowProblem[] = [...rows.errors];
  const warnings: RowProblem[] = [...rows.warnings];
  const planned: Planned[] = [];
  const inFile = { mobiles: new Map<string, PartyRow>(), emails: new Map<string, PartyRow>() };

  for (const row of rows.rows) {
    const { code, phone, email } = row.fields;
    const repairs = codeLostTo(
      byCode.has(code) ? undefined : mobiles.get(loginMobile(phone) ?? ""),
    );
    const existing = byCode.get(code) ?? repairs;
    if (repairs)
      warnings.push({
        row: row.row,
        message: `Row ${row.row} (code ${code}): no customer has this code, but the mobile ${phone} signs in ${repairs.shop_name}, which has no code: the row updates that customer and gives it this code.`,
      });
    if (existing?.erased_at) {
      warnings.push({
        row: row.row,
        message: `Row ${row.row} (code ${code}): that customer was erased, so the row was skipped.`,
      });
      continue;
    }
    const mobile = loginMobile(phone);
    const clash = (holder: Customer | undefined, what: string) =>
      holder && holder.id !== existing?.id
        ? `Row ${row.row} (code ${code}): the ${what} is already the sign-in of ${holder.shop_name}${holder.code ? ` (code ${holder.code})` : ""}.`
        : undefined;
    const twice = (earlier: PartyRow | undefined, what: string) =>
      earlier
        ? `Row ${row.row} (code ${code}): the ${what} is also on row ${earlier.row}.`
        : undefined;
    const problem =
      (mobile &&
        (clash(mobiles.get(mobile), `mobile ${mobile}`) ??
          twice(inFile.mobiles.get(mobile), `mobile ${mobile}`))) ||
      (email &&
        (clash(emails.get(email), `email ${email}`) ??
          twice(inFile.emails.get(email), `email ${email}`)));
    if (problem) {
      errors.push({ row: row.row, message: problem });
      continue;
    }
    if (mobile) inFile.mobiles.set(mobile, row);
    if (email) inFile.emails.set(email, row);
    planned.push({ row, existing });
  }
  errors.sort((a, b) => a.row - b.row);
  warnings.sort((a, b) => a.row - b.row);
  const check: Omit<PartyCheck, "success"> = {
    rows: rows.read,
    headerRow: rows.headerRow,
    sheet: rows.sheet,
    errors,
    warnings,
    preview: planned
      .slice(0, CATALOGUE_PREVIEW_ROWS)
      .map(({ row, existing }) => previewOf(row, existing ? "update" : "create")),
    creates: planned.filter((p) => !p.existing).length,
    updates: planned.filter((p) => p.existing).length,
  };
  return { check, planned };
}

/** Writes the planned rows in one transaction. */
export async function applyImport(db: Db, planned: Planned[]) {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const { row, existing } of planned) {
      if (!existing) {
        await trx.insertInto("customers").values(newAccount(row.fields, "import")).execute();
        continue;
      }
      const f = row.fields;
      const given = <T>(value: T, empty: T, column: keyof Customer) =>
        value !== empty ? { [column]: value } : {};
      const changes: Partial<Customer> = {
        ...given(f.code, "", "code"),
        ...given(f.shopName, "", "shop_name"),
        ...given(f.contactName, "", "contact_name"),
        ...given(f.address, "", "address"),
        ...given(f.drugLicence, "", "drug_licence"),
        ...given(f.gstin, "", "gstin"),
        ...(f.phone ? { phone: f.phone, login_mobile: loginMobile(f.phone) } : {}),
        ...(f.email ? { email: f.email } : {}),
        updated_at: at,
      };
      await trx.updateTable("customers").set(changes).where("id", "=", existing.id).execute();
      if (loginsChange(existing, { ...existing, ...changes }))
        await endEverything(trx, existing.id);
    }
  });
  return {
    created: planned.filter((p) => !p.existing).length,
    updated: planned.filter((p) => p.existing).length,
  };
}
