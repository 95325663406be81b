import { execFileSync } from "node:child_process";

// The fonts Chromium draws the pages with (decisions: the site names system fonts, so the bench
// names the set it measured with). The Odia and Hindi pages need Debian's `fonts-noto-core` and
// `fonts-lohit-orya` (`bash .ci/run` installs them); without them the figures are not comparable.

export const FONT_PACKAGES = ["fonts-noto-core", "fonts-lohit-orya"] as const;

export type FontSet = {
  /** Each package with its installed version, or "missing". */
  packages: Record<string, string>;
  /** The font fontconfig gives each language's text (`fc-match :lang=...`). */
  byLanguage: Record<string, string>;
};

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

export function installedFonts(): FontSet {
  const packages = Object.fromEntries(
    FONT_PACKAGES.map((name) => [
      name,
      run("dpkg-query", ["-W", "-f=${Version}", name]) || "missing",
    ]),
  );
  const byLanguage = Object.fromEntries(
    ["en", "or", "hi"].map((lang) => [
      lang,
      run("fc-match", ["-f", "%{family[0]} %{style[0]}", `:lang=${lang}`]) ?? "no fontconfig",
    ]),
  );
  return { packages, byLanguage };
}

export function missingFontPackages(fonts: FontSet): string[] {
  return Object.entries(fonts.packages)
    .filter(([, version]) => version === "missing")
    .map(([name]) => name);
}

/** One line for the report's heading. */
export function describeFonts(fonts: FontSet): string {
  const packages = Object.entries(fonts.packages)
    .map(([name, version]) => `${name} ${version}`)
    .join(", ");
  const languages = Object.entries(fonts.byLanguage)
    .map(([lang, font]) => `${lang}: ${font}`)
    .join("; ");
  return `Fonts: ${packages} (${languages})`;
}
