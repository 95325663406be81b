import type { Dialect } from "./tables.server";

/** What a migration is written for: the database, and the column types the two spell differently. */
export const columnTypes = (dialect: Dialect) => ({
  dialect,
  blob: dialect === "postgres" ? "bytea" : "blob",
  serial: dialect === "postgres" ? "serial" : "integer",
});

export type ColumnTypes = ReturnType<typeof columnTypes>;
