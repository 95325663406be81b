import { Script } from "node:vm";
import { brotliCompressSync, constants } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInlineScripts, type InlineScripts } from "./inline-scripts";

const brotliBytes = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe("the inline scripts", () => {
  let scripts: InlineScripts;
  beforeAll(async () => {
    scripts = await buildInlineScripts();
  });

  it("are classic scripts, each starting itself", () => {
    for (const [name, code] of Object.entries(scripts)) {
      expect(() => new Script(code), name).not.toThrow();
      expect(code, name).toMatch(/^\(function\(\)\{[^]*\}\)\(\);$/);
    }
  });

  it("hold no React, and no module of the site's other than theirs", () => {
    for (const code of Object.values(scripts)) expect(code).not.toMatch(/react|__vite/i);
  });

  // Under 2 KiB of brotli, counted in every public page's script budget.
  it("keep the boot script within 2,048 bytes of brotli", () => {
    expect(brotliBytes(scripts.boot)).toBeLessThanOrEqual(2048);
  });
});
