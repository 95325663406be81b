// The dependency check's offline half (docs/security.md, "Dependencies"): package-lock.json's
// packages against the advisory list the project keeps, for when the npm registry does not
// answer `npm audit`. Ranges are npm's plain ones (`<1.2.3`, `>=1.0.0 <1.2.3`, `a || b`), all
// an advisory's "vulnerable versions" use; a pre-release counts as its release.

export type Advisory = {
  id: string;
  package: string;
  /** npm's range of the affected versions. */
  vulnerable: string;
  severity: "low" | "moderate" | "high" | "critical";
  title: string;
};
export type AdvisoryList = { checked: string; advisories: Advisory[] };
/** An installed package an advisory names, at a version it affects. */
export type Finding = { advisory: Advisory; version: string; path: string; dev: boolean };

type Lock = { packages?: Record<string, { version?: string; dev?: boolean }> };

const parts = (version: string) =>
  version
    .replace(/^[v=\s]+/, "")
    .split(/[-+]/)[0]!
    .split(".")
    .map((part) => Number(part) || 0);

function compare(a: string, b: string) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether `version` is in `range` (`<`, `<=`, `>`, `>=`, `=` or a bare version, ANDed by spaces, ORed by `||`). */
export function inRange(version: string, range: string) {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, operator = "=", bound = ""] = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(comparator) ?? [];
        const order = compare(version, bound);
        return {
          "<": order < 0,
          "<=": order <= 0,
          ">": order > 0,
          ">=": order >= 0,
          "=": order === 0,
        }[operator as "<"];
      }),
  );
}

/** Every package the lock installs (at any depth) that an advisory of the list affects. */
export function findingsOf(lock: Lock, list: AdvisoryList): Finding[] {
  const findings: Finding[] = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    if (!path || !entry.version) continue;
    for (const advisory of list.advisories)
      if (advisory.package === name && inRange(entry.version, advisory.vulnerable))
        findings.push({ advisory, version: entry.version, path, dev: entry.dev === true });
  }
  return findings;
}

/** What the check says when it could only read the project's list. */
export function offlineReport(findings: Finding[], list: AdvisoryList, why: string) {
  const lines = [
    `The npm registry did not answer the audit request (${why}).`,
    `Checked package-lock.json against the project's advisory list (scripts/dependency-advisories.json, ${list.advisories.length} advisories): not checked since ${list.checked}.`,
  ];
  if (findings.length === 0) lines.push("No installed package matches an advisory of the list.");
  for (const { advisory, version, path, dev } of findings)
    lines.push(
      `${advisory.severity.toUpperCase()} ${advisory.id}: ${advisory.package} ${version} (${path}${dev ? ", development only" : ""}) is in ${advisory.vulnerable}: ${advisory.title}`,
    );
  return lines;
}
