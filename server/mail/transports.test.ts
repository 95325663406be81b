import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteLoggedMail } from "./transports.server";

describe("deleteLoggedMail", () => {
  it("skips a file that is gone between the listing and its check, and deletes the old ones", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "logged-mail-"));
    const folder = path.join(dataDir, "mail");
    await mkdir(folder);
    const old = path.join(folder, "2020-01-01-enquiry-aaaa.txt");
    const recent = path.join(folder, "2026-11-23-enquiry-bbbb.txt");
    await writeFile(old, "old");
    await writeFile(recent, "recent");
    await utimes(old, new Date("2020-01-01"), new Date("2020-01-01"));
    // Listed, but nothing there when it is checked: as a mail renamed from its ".part" file.
    await symlink(path.join(folder, "renamed-meanwhile.txt.part"), path.join(folder, "gone.txt"));

    await deleteLoggedMail(dataDir, { olderThanDays: 30 });

    expect((await readdir(folder)).sort()).toEqual(["2026-11-23-enquiry-bbbb.txt", "gone.txt"]);
    await rm(dataDir, { recursive: true, force: true });
  });
});
