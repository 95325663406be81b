import { readFileSync } from "node:fs";
import path from "node:path";
import { publicPaths } from "#shared/site-paths.ts";
import { buildDir } from "#scripts/build-inputs.ts";
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadScripts,
  totalBytes,
} from "#scripts/first-load-scripts.ts";
import { expect, test } from "./fixtures";

// Not a timing: the bytes of script each public page loads before any interaction, as the
// build's manifest lists them. Read when the tests run, after the web server step has made a
// current build.
const firstLoad = (pagePath: string) => firstLoadScripts(path.join(buildDir, "client"), [pagePath]);

for (const pagePath of publicPaths)
  test(`${pagePath}: the scripts loaded before any interaction stay within the budget`, () => {
    const [load] = firstLoad(pagePath);
    const listing = load!.files.map(({ file, brotliBytes }) => `${file} ${brotliBytes}`).join("\n");
    expect(totalBytes(load!), listing).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

test("the chat and the forms' checks (zod) load only on first use", () => {
  const files = firstLoadScripts(path.join(buildDir, "client"), publicPaths).flatMap((load) =>
    load.files.map(({ file }) => file),
  );
  expect(files.filter((file) => /chat-panel|form-validation/.test(file))).toEqual([]);
});

test("the build carries React's production bundle, whoever started the build", () => {
  // A build started under a test runner (NODE_ENV=test) once shipped React's development
  // bundle: bigger, slower, and loud about hydration details.
  const files = firstLoadScripts(path.join(buildDir, "client"), ["/"]).flatMap((load) =>
    load.files.map(({ file }) => file),
  );
  for (const file of files)
    expect(readFileSync(path.join(buildDir, "client", file), "utf8")).not.toContain(
      "A tree hydrated but some attributes",
    );
});
