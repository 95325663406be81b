import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { baselineFile, type Results } from "./settings";

// The previous release's figures, printed beside this run's so a change shows as a change.

export type Baseline = { file: string; results: Results };

export function loadBaseline(projectDir: string): Baseline | undefined {
  const dir = path.join(projectDir, "bench", "baseline");
  const file =
    baselineFile ??
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => path.join(dir, name))
      .at(-1);
  if (!file) return undefined;
  return { file: path.relative(projectDir, file), results: JSON.parse(readFileSync(file, "utf8")) };
}

/** The commit being measured, marked when the work tree has changes of its own. */
export function measuredCommit(projectDir: string): string | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, { cwd: projectDir, encoding: "utf8" }).trim();
    const changed = git("status", "--porcelain", "--untracked-files=no") !== "";
    return `${git("rev-parse", "--short", "HEAD")}${changed ? " + changes" : ""}`;
  } catch {
    return undefined; // not a git checkout (an unpacked release)
  }
}
