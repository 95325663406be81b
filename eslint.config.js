import js from "@eslint/js";
import * as espree from "espree";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const parentImport = {
  regex: "^\\.\\./",
  message: "Import across folders with an alias (#app/…, #server/…, #tests/…), not ../ chains.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-static/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [parentImport] }],
    },
  },
  // The Node version guard runs before anything else, on whatever Node the machine has: it must
  // parse on an old one, so it is held to ES5 (no let/const, arrow functions or classes).
  {
    files: ["scripts/*.cjs"],
    languageOptions: {
      parser: espree,
      ecmaVersion: 5,
      sourceType: "script",
      globals: globals.node,
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // The production start's launcher: plain JavaScript that Node runs as it is.
  { files: ["server/start.js"], languageOptions: { globals: globals.node } },
  // What the browser may load takes zod from the module that turns its code generation off first.
  {
    files: ["app/**/*.{ts,tsx}", "shared/**/*.ts"],
    ignores: ["shared/schemas/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [parentImport],
          paths: [
            {
              name: "zod",
              message:
                "Import z from #shared/schemas/zod.ts: it turns off zod's code generation, which the CSP forbids, before any schema is made.",
            },
          ],
        },
      ],
    },
  },
  // The layer rules (which folder may import which, no cycles) are checked on the resolved import
  // graph by dependency-cruiser: .dependency-cruiser.js, the second half of `npm run lint`.
);
