import type { Migration } from "kysely/migration";
import type { Dialect } from "./tables.server";
import { columnTypes } from "./column-types.server";
import { submissionsAndCatalogue } from "./migrations-1-submissions-and-catalogue.server";
import { customersOrdersContent } from "./migrations-2-customers-orders-content.server";
import { moneyAndSupplied } from "./migrations-3-money-and-supplied.server";
import { creditOrdersReturnsInvoices } from "./migrations-4-credit-orders-returns-invoices.server";

// Forward-only: a migration, once released, is never edited; a change of schema is a new one.
// tests/integration/migrations.test.ts upgrades a database filled under each earlier schema.
// They run in the order of their names; each file holds a stretch of them.

export function migrations(dialect: Dialect): Record<string, Migration> {
  const types = columnTypes(dialect);
  return {
    ...submissionsAndCatalogue(types),
    ...customersOrdersContent(types),
    ...moneyAndSupplied(types),
    ...creditOrdersReturnsInvoices(types),
  };
}
