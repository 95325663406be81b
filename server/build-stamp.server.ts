import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The server refuses a build made from other sources than its own (server/main.ts); the build
// writes the stamp it checks (scripts/build-assets.ts). One module, so the two cannot disagree.

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Written last by a build: what it was made from. */
const stampName = ".source-hash";

const inputs = [
  "app",
  "shared",
  "art",
  "scripts",
  // The server's bundle (scripts/build-server.ts) is made from all of it; the static build's
  // product list is set by its catalogue reader and PDF renderer.
  "server",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "package-lock.json",
];

/**
 * A hash of the files a build is made from, names and contents. Contents rather than times: a
 * copy of the project (an archive, a container image, rsync) changes every file's time but
 * leaves a build made from the same sources current.
 */
function sourceHash(): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(projectRoot, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) files.push(input);
    else
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true }))
        // Tests are not built: changing one leaves the build current.
        if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
          files.push(path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
  }
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest("base64url");
}

/** Marks the build in `dir` as made from the sources as they are now. */
export const writeBuildStamp = (dir: string) =>
  writeFileSync(path.join(dir, stampName), sourceHash());

/** Whether the build in `dir` is missing, stale (made from other sources) or current. */
export function buildState(dir: string): "missing" | "stale" | "current" {
  const stamp = path.join(dir, stampName);
  if (!existsSync(stamp)) return "missing";
  return readFileSync(stamp, "utf8") === sourceHash() ? "current" : "stale";
}
