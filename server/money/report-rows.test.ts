import { describe, expect, it } from "vitest";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import {
  busyCsv,
  busyExpected,
  margExpected,
  margXls,
  tallyExpected,
  tallyRows,
  tallyXlsx,
} from "#tests/fixtures/outstanding-reports.ts";
import { partyKey } from "./report-columns.server";
import { checkReport, outstandingReport } from "./report-rows.server";
import { asOfFromTitles, readAmount, readDay } from "./report-values.server";

const check = async (name: string, file: Buffer | string) =>
  checkReport(await readSheets(name, Buffer.from(file), outstandingReport));
const totalOf = (bills: { pending: number }[]) => bills.reduce((sum, b) => sum + b.pending, 0);

describe("an outstanding report's values", () => {
  it("reads amounts with Indian grouping, Dr and Cr, brackets and rupee marks, in paise", () => {
    expect(readAmount("1,23,456.00 Dr")).toBe(12_345_600);
    expect(readAmount("1,23,456.00")).toBe(12_345_600);
    expect(readAmount("2,000.00 Cr")).toBe(-200_000);
    expect(readAmount("(500.50)")).toBe(-50_050);
    expect(readAmount("₹ 33/-")).toBe(3300);
    expect(readAmount("-1234.5")).toBe(-123_450);
    expect(readAmount("123,456.78")).toBe(12_345_678);
    for (const wrong of ["", "12.345", "1,2,3", "abc", "1.2.3", "12,34"])
      expect(readAmount(wrong), wrong).toBeUndefined();
  });

  it("reads the report's date forms, and no impossible day", () => {
    for (const [text, day] of [
      ["6-Dec-2026", "2026-12-06"],
      ["06/12/2026", "2026-12-06"],
      ["06-12-26", "2026-12-06"],
      ["6.12.2026", "2026-12-06"],
      ["2026-12-06", "2026-12-06"],
      ["12-Sep-26", "2026-09-12"],
      ["6 December 2026", "2026-12-06"],
      ["Dec 6, 2026", "2026-12-06"],
      ["46362", "2026-12-06"],
    ])
      expect(readDay(text!), text).toBe(day);
    for (const wrong of ["31/02/2026", "13-13-26", "Dex-6-2026", "6", "123"])
      expect(readDay(wrong), wrong).toBeUndefined();
  });

  it("takes 'as of' from the title rows: the period's end, or the day after 'as on'", () => {
    expect(asOfFromTitles([["Bills Receivable"], ["1-Apr-2026 to 6-Dec-2026"]])).toBe("2026-12-06");
    expect(asOfFromTitles([["OUTSTANDING AS ON 05/12/2026"], ["Printed 07/12/2026"]])).toBe(
      "2026-12-05",
    );
    expect(asOfFromTitles([["Plot 12, Medicine Market Lane"], ["Bills"]])).toBeUndefined();
  });

  it("matches a party's name without case, spaces, punctuation or a leading M/s", () => {
    expect(partyKey("M/s. Maa Tarini  Medical-Store")).toBe(partyKey("MAA TARINI MEDICAL STORE"));
    expect(partyKey("Om Medicals & Surgicals")).toBe(partyKey("OM MEDICALS AND SURGICALS"));
    expect(partyKey("Om Medicals")).not.toBe(partyKey("Om Medical Hall"));
  });
});

describe("Tally's Bills Receivable (.xlsx)", () => {
  it("carries the party down, skips and counts sub-totals and the grand total, keeps the credit note", async () => {
    const report = await check("bills-receivable.xlsx", await tallyXlsx());
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report).toMatchObject({
      asOf: tallyExpected.asOf,
      headerRow: tallyExpected.headerRow,
      rows: tallyExpected.rows,
      skipped: tallyExpected.skipped,
    });
    expect(
      report.bills.map((bill) => [
        bill.partyName,
        bill.billNo,
        bill.billDate,
        bill.pending,
        bill.dueOn,
      ]),
    ).toEqual(tallyExpected.bills);
    expect(totalOf(report.bills)).toBe(tallyExpected.total);
    expect(report.bills.every((bill) => bill.partyCode === "")).toBe(true);
  });

  it("says what is wrong with a row, quoting it, and keeps the rest", async () => {
    const rows = structuredClone(tallyRows);
    rows[7] = ["31/02/2026", "SB-1044", "", "8,250.50 Dr", "", ""];
    rows[9]![3] = "lots";
    rows[10]![4] = "soon";
    const report = await check("bills.xlsx", await tallyXlsx(rows));
    expect(report.errors).toEqual([
      {
        row: 8,
        column: "bill date",
        message: '"31/02/2026" is not a date (for example 6-Dec-2026 or 06/12/2026).',
        quote: "31/02/2026 | SB-1044 | 8,250.50 Dr",
      },
      {
        row: 10,
        column: "pending amount",
        message: "The pending amount is not an amount (for example 1,23,456.00 Dr).",
        quote: "2026-07-01 | SB-0950 | Utkal Medical Hall",
      },
    ]);
    expect(report.warnings).toEqual([
      {
        row: 11,
        column: "due date",
        message: '"soon" is not a date; the bill is due 30 days after its date.',
        quote: "2026-11-25 | SB-1100 | 45,000.00 Dr",
      },
    ]);
  });

  it("asks for the columns it needs when the header has none of them", async () => {
    const report = await check("bills.csv", "Item,Company\nDolo,Micro Labs\n");
    expect(report.errors[0]!.message).toMatch(/^No column for the bill number, the bill date/);
  });
});

describe("a Marg-style outstanding (.xls)", () => {
  it("reads codes, the bill and pending amounts and Excel dates; 'Party Total' rows are totals", async () => {
    const report = await check("outstanding.xls", margXls());
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({
      asOf: margExpected.asOf,
      headerRow: margExpected.headerRow,
      rows: margExpected.rows,
    });
    expect(report.skipped.total).toBe(4);
    expect(
      report.bills.map((bill) => [
        bill.partyCode,
        bill.billNo,
        bill.billDate,
        bill.amount,
        bill.pending,
      ]),
    ).toEqual(margExpected.bills);
    expect(totalOf(report.bills)).toBe(margExpected.total);
  });
});

describe("a Busy-style outstanding (CSV)", () => {
  it("takes debit less credit, two-digit years, and the footer after the grand total", async () => {
    const report = await check("outstanding.csv", busyCsv);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({
      asOf: busyExpected.asOf,
      headerRow: busyExpected.headerRow,
      rows: busyExpected.rows,
    });
    expect(report.skipped.footer).toBe(busyExpected.footer);
    expect(report.warnings.map((warning) => warning.quote)).toEqual([
      "Printed by BUSY on 06-12-26",
    ]);
    expect(totalOf(report.bills)).toBe(busyExpected.total);
    expect(report.bills.find((bill) => bill.billNo === "CN-12")).toMatchObject({
      partyName: "Utkal Medical Hall",
      pending: -200_000,
      billDate: "2026-11-30",
    });
  });
});
