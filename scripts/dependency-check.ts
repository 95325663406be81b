import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { findingsOf, offlineReport, type AdvisoryList } from "./dependency-advisories";

// The dependency check CI runs (docs/security.md, "Dependencies"); it never fails the build, it
// reports. `npm audit` when the registry answers it (production dependencies); otherwise
// package-lock.json against the advisory list the project keeps, saying since when that list
// was not checked. `--offline` skips the registry; `--advisories <file>` reads another list.

const root = path.resolve(import.meta.dirname, "..");
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

type Audit = { answered: true; output: string } | { answered: false; why: string };

/** `npm audit --omit=dev --json`, or why the registry gave no answer. */
function npmAudit(): Promise<Audit> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["audit", "--omit=dev", "--json"],
      { cwd: root, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        let answer: { vulnerabilities?: unknown; message?: string; error?: { summary?: string } };
        try {
          answer = JSON.parse(stdout) as typeof answer;
        } catch {
          resolve({ answered: false, why: error?.killed ? "no answer in 120 s" : "no answer" });
          return;
        }
        if (answer.vulnerabilities !== undefined) resolve({ answered: true, output: stdout });
        else
          resolve({
            answered: false,
            why: (answer.message ?? answer.error?.summary ?? "no answer").split("\n")[0]!,
          });
      },
    );
  });
}

function auditReport(output: string) {
  const { metadata, vulnerabilities } = JSON.parse(output) as {
    metadata?: { vulnerabilities?: Record<string, number> };
    vulnerabilities: Record<string, { severity: string; range: string }>;
  };
  const found = Object.entries(vulnerabilities);
  if (found.length === 0)
    return ["npm audit: no known vulnerabilities in production dependencies."];
  const counts = Object.entries(metadata?.vulnerabilities ?? {})
    .filter(([severity, count]) => severity !== "total" && count > 0)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(", ");
  return [
    `npm audit: known vulnerabilities in production dependencies (${counts}); reported, not fatal. See README, 'Held versions', before upgrading.`,
    ...found.map(([name, { severity, range }]) => `${severity.toUpperCase()} ${name} ${range}`),
  ];
}

const audit: Audit = process.argv.includes("--offline")
  ? { answered: false, why: "not asked: --offline" }
  : await npmAudit();
if (audit.answered) console.log(auditReport(audit.output).join("\n"));
else {
  const listFile =
    argument("--advisories") ?? path.join(root, "scripts/dependency-advisories.json");
  const list = JSON.parse(readFileSync(listFile, "utf8")) as AdvisoryList;
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as object;
  console.log(offlineReport(findingsOf(lock, list), list, audit.why).join("\n"));
}
