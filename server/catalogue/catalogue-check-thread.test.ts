import { readdirSync } from "node:fs";
import { getPriority } from "node:os";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { UnreadableFile } from "#server/sheets/sheet.server.ts";
import { checkUploadInWorker } from "./catalogue-check-thread.server";
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
    } = await checkUploadInWorker("items.csv", bytes, {});
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

  it("leaves no thread behind once it answered: the thread's memory goes with it", async () => {
    // Linux lists a process's threads in /proc/self/task.
    const threads = () => readdirSync("/proc/self/task").length;
    const bytes = Buffer.from(list);
    // The first check starts the threads Node keeps for itself (its file and crypto pool).
    await checkUploadInWorker("items.csv", bytes, {});
    const before = threads();
    await checkUploadInWorker("items.csv", bytes, {});
    const deadline = Date.now() + 2000;
    while (threads() > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(threads()).toBe(before);
  });
});
