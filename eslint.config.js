import js from "@eslint/js";
import * as espree from "espree";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const browserCode = {
  regex: "^#app/",
  message: "Only shared/ is shared with the server: app/ is browser code.",
};
const serverCode = {
  regex: "^#server/|\\.server(\\.ts)?$",
  message: "Browser and shared code never import server code.",
};
const react = { regex: "^react(-dom|-router)?$", message: "No React in server or shared code." };
const parentImport = {
  regex: "^\\.\\./",
  message: "Import across folders with an alias (#app/…, #server/…, #tests/…), not ../ chains.",
};
const sharedCode = ["shared/**"];

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
  // Boundaries: the server never imports browser code, the browser never imports server code.
  // What both sides share lives in shared/.
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [parentImport, browserCode, react] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [parentImport, serverCode] }] },
  },
  {
    files: sharedCode,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [parentImport, browserCode, react, serverCode] },
      ],
    },
  },
);
