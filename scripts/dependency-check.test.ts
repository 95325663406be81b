import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { findingsOf, inRange, type AdvisoryList } from "./dependency-advisories";

// The dependency check (docs/security.md, "Dependencies"): when the registry does not answer
// `npm audit`, package-lock.json is read against the project's own dated list. A planted
// advisory against a package this project really installs must be reported, and the run must
// never fail the build.

const root = path.resolve(import.meta.dirname, "..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version: string }>;
};
const installed = lock.packages["node_modules/exceljs"]!.version;

const planted: AdvisoryList = {
  checked: "2020-01-02",
  advisories: [
    {
      id: "GHSA-test-plnt-d001",
      package: "exceljs",
      vulnerable: `>=1.0.0 <=${installed}`,
      severity: "critical",
      title: "A planted advisory against the installed exceljs",
    },
    {
      id: "GHSA-test-plnt-d002",
      package: "exceljs",
      vulnerable: `<1.0.0 || >${installed}`,
      severity: "high",
      title: "A planted advisory the installed exceljs is outside of",
    },
  ],
};

describe("the dependency check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "advisories-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads npm's ranges as the advisory database writes them", () => {
    const semverAdvisory = "<5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2";
    expect(inRange("5.7.1", semverAdvisory)).toBe(true);
    expect(inRange("6.3.0", semverAdvisory)).toBe(true);
    expect(inRange("7.5.1", semverAdvisory)).toBe(true);
    expect(inRange("6.3.1", semverAdvisory)).toBe(false);
    expect(inRange("7.5.2", semverAdvisory)).toBe(false);
    expect(inRange("7.8.6", semverAdvisory)).toBe(false);
    expect(inRange("0.20.1", "<0.20.2")).toBe(true);
    expect(inRange("0.20.3-beta.1", "<0.20.3")).toBe(false);
    expect(inRange("1.2.3", "1.2.3")).toBe(true);
  });

  it("finds a planted advisory in package-lock.json, at every place the package is installed", () => {
    const findings = findingsOf(lock, planted);
    expect(findings.map((finding) => finding.advisory.id)).toContain("GHSA-test-plnt-d001");
    expect(findings.map((finding) => finding.advisory.id)).not.toContain("GHSA-test-plnt-d002");
  });

  it("reports it from the command CI runs, with the list's date, and exits 0", async () => {
    const file = path.join(dir, "planted.json");
    writeFileSync(file, JSON.stringify(planted));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/dependency-check.ts", "--offline", "--advisories", file],
      { cwd: root },
    );
    expect(stdout).toContain("not checked since 2020-01-02");
    expect(stdout).toContain(
      `CRITICAL GHSA-test-plnt-d001: exceljs ${installed} (node_modules/exceljs) is in >=1.0.0 <=${installed}`,
    );
    expect(stdout).not.toContain("GHSA-test-plnt-d002");
  });

  it("keeps a list whose every advisory is well formed and dated", () => {
    const list = JSON.parse(
      readFileSync(path.join(root, "scripts/dependency-advisories.json"), "utf8"),
    ) as AdvisoryList;
    expect(list.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const advisory of list.advisories) {
      expect(advisory.id).toMatch(/^GHSA(-[0-9a-z]{4}){3}$/);
      expect(["low", "moderate", "high", "critical"]).toContain(advisory.severity);
      for (const comparator of advisory.vulnerable.split(/\s*\|\|\s*|\s+/))
        expect(comparator).toMatch(/^(<=|>=|<|>|=)?\d+\.\d+\.\d+$/);
    }
  });
});
