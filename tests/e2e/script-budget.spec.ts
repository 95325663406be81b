import { readFileSync } from "node:fs";
import path from "node:path";
import { paths, publicPaths } from "#shared/site-paths.ts";
import { buildDir } from "#scripts/build-inputs.ts";
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadScripts,
  islandFiles,
  totalBytes,
} from "#scripts/first-load-scripts.ts";
import { expect, test } from "./fixtures";

// Not a timing: the bytes of script each public page loads before any interaction, as its HTML
// names them (scripts/first-load-scripts.ts). Read when the tests run, after the web server step
// has made a current build.
const clientDir = path.join(buildDir, "client");
const firstLoad = (pagePath: string) => firstLoadScripts(clientDir, [pagePath])[0]!;
const listing = (load: ReturnType<typeof firstLoad>) =>
  load.files.map(({ file, brotliBytes }) => `${file} ${brotliBytes}`).join("\n");

for (const pagePath of publicPaths)
  test(`${pagePath}: the scripts loaded before any interaction stay within the budget`, () => {
    const load = firstLoad(pagePath);
    expect(totalBytes(load), listing(load)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

test("a page whose islands all wait for input loads no script file before it", () => {
  for (const pagePath of [
    // The home pages too: their slideshow is the enhance script's, no island.
    "/",
    "/or/",
    "/hi/",
    "/about",
    "/or/products",
    "/hi/contact",
    "/careers",
    "/privacy",
    "/404",
    // The set-password form works before React: the enhance script reads the link.
    "/account/password",
    "/or/account/password",
    "/hi/account/password",
  ]) {
    const files = firstLoad(pagePath).files.map(({ file }) => file);
    expect(
      files.filter((file) => file.startsWith("/")),
      pagePath,
    ).toEqual([]);
  }
});

test("the inline boot script stays within 2 KiB", () => {
  // The first inline script of every page: the signed-in shop, the badge, the language offer.
  const [boot] = firstLoad("/about").files;
  expect(boot!.brotliBytes).toBeLessThanOrEqual(2048);
});

test("the chat and the forms' checks (zod) load only on first use", () => {
  const files = firstLoadScripts(clientDir, publicPaths).flatMap((load) =>
    load.files.map(({ file }) => file),
  );
  expect(files.filter((file) => /chat|form-validation|zod/.test(file))).toEqual([]);
});

test("the build carries React's production bundle, whoever started the build", () => {
  // A build started under a test runner (NODE_ENV=test) once shipped React's development
  // bundle: bigger, slower, and loud about hydration details.
  // The files the set-password form's island loads at the first input: React among them.
  const html = readFileSync(path.join(clientDir, paths.accountPassword, "index.html"), "utf8");
  const files = [...islandFiles(html, (when) => when === "interaction")];
  expect(files.length).toBeGreaterThan(1);
  for (const file of files)
    expect(readFileSync(path.join(clientDir, file), "utf8")).not.toContain(
      "A tree hydrated but some attributes",
    );
});
