import { getPriority } from "node:os";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { countTurns } from "#tests/support/event-loop-turns.ts";
import * as XLSX from "@e965/xlsx";
import { settledWorkerThreads, workerThreadCount } from "#tests/support/worker-threads.ts";
import { catalogueFileMessages } from "#shared/schemas/catalogue-items.ts";
import { readSheets, xlsDamaged, xlsTooSlow } from "#server/sheets/read-sheets.server.ts";
import { UnreadableFile } from "#server/sheets/sheet.server.ts";
import { checkUploadInWorker } from "./catalogue-check-thread.server";
import { itemChunksOf, readItemChunks } from "./item-chunks.server";
import { checkRows } from "./catalogue-rows.server";

// An uploaded item list is read and checked in a worker thread of its own
// (catalogue-check-thread.server.ts): the same answer as on this thread, and the same refusals.

const list = [
  "Item Name,Company,Composition,Packing,Category,Item Code,MRP,Rate",
  ...Array.from(
    { length: 300 },
    (_, n) => `Item ${n},Company ${n % 7},Molecule ${n} mg,10 tablets,Generic,C${n},${20 + n},${n}`,
  ),
  "Broken,Company 1,Molecule,10 tablets,Generic,C1,not a price,3",
].join("\n");

describe("checkUploadInWorker", () => {
  it("reads and checks the list in a worker thread of its own, with the answer of this thread", async () => {
    const bytes = Buffer.from(list);
    const {
      threadId: checkedOn,
      nice,
      ...checked
    } = await checkUploadInWorker("items.csv", Buffer.from(bytes), {});
    // Vitest may run this file in a worker itself: the checking thread is another one still.
    expect(checkedOn).not.toBe(threadId);
    expect(checkedOn).toBeGreaterThan(0);
    // At a lower CPU priority than the thread that answers requests (Linux).
    expect(nice).toBeGreaterThanOrEqual(10);
    expect(getPriority()).toBeLessThan(nice!);
    expect(checked).toEqual(checkRows(await readSheets("items.csv", bytes), {}));
    expect(checked.items.length).toBeGreaterThan(290);
    expect(checked.errors.length + checked.warnings.length).toBeGreaterThan(0);
  });

  it("refuses an unreadable file as this thread does, with its status and words", async () => {
    const refused = await checkUploadInWorker("items.pdf", Buffer.from("%PDF-1.4\0\0"), {}).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnreadableFile);
    const here = (await readSheets("items.pdf", Buffer.from("%PDF-1.4\0\0")).catch(
      (error: unknown) => error,
    )) as UnreadableFile;
    expect(refused).toMatchObject({ status: here.status, message: here.message });
    expect((refused as UnreadableFile).status).toBe(415);
  });

  it("hands the thread's items over in chunks, read a chunk at a time with turns for requests between", async () => {
    const items = Array.from({ length: 5000 }, (_, n) => ({
      name: `Item ${n} "strong"\n`,
      mrp: n % 3 ? 20 + n : null,
      stockYesNo: n % 2 === 0,
      expiry: "",
    }));
    const chunks = itemChunksOf(items);
    expect(chunks).toHaveLength(3);
    const turns = countTurns();
    const read = await readItemChunks(chunks);
    expect(read).toEqual(items);
    // 5,000 items are read in three steps: the event loop turned between them.
    expect(turns.stop()).toBeGreaterThanOrEqual(2);
    // Each chunk was let go of once read.
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([0, 0, 0]);
    expect(itemChunksOf([])).toEqual([]);
    expect(await readItemChunks([])).toEqual([]);
  });

  it("moves the file's bytes to the thread rather than copying them: none stay here", async () => {
    const bytes = Buffer.alloc(Buffer.byteLength(list));
    bytes.write(list);
    const checked = await checkUploadInWorker("items.csv", bytes, {});
    expect(bytes.byteLength).toBe(0);
    expect(checked.items.length).toBeGreaterThan(290);
  });

  it("leaves no thread behind once it answered: the thread's memory goes with it", async () => {
    const bytes = Buffer.from(list);
    const before = await settledWorkerThreads();
    await checkUploadInWorker("items.csv", bytes, {});
    expect(await settledWorkerThreads()).toBe(before);
  });

  /** The list as old Excel (.xls) writes it, `rows` items long. */
  const listXls = (rows: number) => {
    const table = [
      list.split("\n")[0]!.split(","),
      ...Array.from({ length: rows }, (_, n) => [
        `Item ${n}`,
        `Company ${n % 7}`,
        `Molecule ${n} mg`,
        "10 tablets",
        "Generic",
        `C${n}`,
        String(20 + (n % 500)),
        String(n % 400),
      ]),
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), "Items");
    return Buffer.from(XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Uint8Array);
  };

  it("reads an .xls in the checking thread itself: one thread, the answer of this thread", async () => {
    const bytes = listXls(5000);
    const before = await settledWorkerThreads();
    let most = before;
    const watch = setInterval(() => (most = Math.max(most, workerThreadCount())), 2);
    const checked = await checkUploadInWorker("items.xls", Buffer.from(bytes), {});
    clearInterval(watch);
    // Reading it in a thread of its own (as readXls does) would have made two at once.
    expect(most - before).toBe(1);
    expect(checked).toMatchObject(checkRows(await readSheets("items.xls", bytes), {}));
    expect(checked.items).toHaveLength(5000);
  });

  it("refuses an .xls whose reading runs past its time budget, as readXls does", async () => {
    const before = await settledWorkerThreads();
    const refused = await checkUploadInWorker(
      "items.xls",
      listXls(5000),
      {},
      { xlsBudgetMs: 1 },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnreadableFile);
    expect(refused).toMatchObject({ status: 400, message: xlsTooSlow().message });
    expect(await settledWorkerThreads()).toBe(before);
  });

  it("answers a file whose cells do not fit the thread's heap as too large, an .xls as damaged", async () => {
    // A heap the thread itself fits in: a list of a few rows is checked in it.
    const heapMb = 16;
    const small = await checkUploadInWorker("items.csv", Buffer.from(list), {}, { heapMb });
    expect(small.items.length).toBeGreaterThan(290);
    const refusalOf = (fileName: string, bytes: Buffer) =>
      checkUploadInWorker(fileName, bytes, {}, { heapMb }).catch((error: unknown) => error);
    const csv = Buffer.from(
      Array.from(
        { length: 50_000 },
        (_, n) => `Item ${n},Company,Molecule ${n},10,Generic,C${n},20,10`,
      ).join("\n"),
    );
    expect(await refusalOf("items.csv", csv)).toMatchObject({
      status: 413,
      message: catalogueFileMessages.size,
    });
    expect(await refusalOf("items.xls", listXls(5000))).toMatchObject({
      status: 400,
      message: xlsDamaged().message,
    });
  });
});
