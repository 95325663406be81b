// Every npm entry point starts here: `node scripts/node-guard.cjs <program> [args…]` runs the
// program on a Node.js the project supports. On an older Node (a distribution's default) it says
// so in one sentence and carries on under Node.js 24 fetched from the npm registry by npx (cached
// after the first time); where that cannot be had, it says which version is needed and how to get
// it, and exits 1. Written in ES5 so that any Node can parse it: it must speak before an old Node
// meets the project's own code.
"use strict";
var childProcess = require("child_process");
var fs = require("fs");
var path = require("path");

var MINIMUM = [22, 12];
var FALLBACK_PACKAGE = "node@24";

function isSupported(version) {
  var parts = version.split(".").map(Number);
  return parts[0] > MINIMUM[0] || (parts[0] === MINIMUM[0] && parts[1] >= MINIMUM[1]);
}

/** The path of a Node.js 24 binary from the npm registry (or npx's cache), or undefined. */
function fetchNode24() {
  var args = ["--yes", "--package=" + FALLBACK_PACKAGE, "--", "node", "-p", "process.execPath"];
  // Through the npm that started us when there is one (no PATH lookup needed), else npx.
  var npm = /npm-cli\.js$/.test(process.env.npm_execpath || "") ? process.env.npm_execpath : "";
  var command = npm ? process.execPath : "npx";
  var commandArgs = npm ? [npm, "exec"].concat(args) : args;
  var env = Object.assign({}, process.env, {
    // A cached Node 24 is used as it is; an unreachable registry fails fast, not after retries.
    npm_config_prefer_offline: "true",
    npm_config_fetch_retries: "0",
    npm_config_fetch_timeout: "30000",
    npm_config_update_notifier: "false",
  });
  var result = childProcess.spawnSync(command, commandArgs, {
    env: env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 10 * 60 * 1000,
  });
  if (result.status !== 0 || typeof result.stdout !== "string") return undefined;
  var lines = result.stdout.trim().split("\n");
  var binary = lines[lines.length - 1].trim();
  return path.isAbsolute(binary) && fs.existsSync(binary) ? binary : undefined;
}

function run(program, args, env) {
  var child = childProcess.spawn(program, args, { stdio: "inherit", env: env });
  // Ctrl-C reaches the whole process group, the child included: wait for it to finish. A
  // SIGTERM or SIGHUP sent to this process alone (a supervisor) is passed on.
  process.on("SIGINT", function () {});
  ["SIGTERM", "SIGHUP"].forEach(function (signal) {
    process.on(signal, function () {
      child.kill(signal);
    });
  });
  child.on("error", function (error) {
    console.error("Could not run " + program + ": " + error.message);
    process.exit(1);
  });
  child.on("exit", function (code, signal) {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code === null ? 1 : code);
  });
}

var command = process.argv.slice(2);
if (command.length === 0) {
  console.error("Usage: node scripts/node-guard.cjs <program> [args…]");
  process.exit(2);
}
var version = process.versions.node;
if (isSupported(version)) {
  run(command[0], command.slice(1), process.env);
} else {
  var needed = MINIMUM.join(".");
  var node24 = fetchNode24();
  if (!node24) {
    console.error(
      "This project needs Node.js " +
        needed +
        " or newer (this is " +
        version +
        ") and Node.js 24 could not be fetched from the npm registry: install Node.js 24 (for example `nvm install`, which reads .nvmrc, or from https://nodejs.org) and run the command again."
    );
    process.exit(1);
  }
  console.error(
    "Node.js " +
      version +
      " is older than the " +
      needed +
      " this project needs, so this runs under Node.js 24 from the npm registry (npx -y " +
      FALLBACK_PACKAGE +
      ", cached after the first time)."
  );
  // Node 24 first on the PATH: the program and everything it starts (npm, tsx, vitest…) use it.
  var env = Object.assign({}, process.env, {
    PATH: path.dirname(node24) + path.delimiter + (process.env.PATH || ""),
  });
  run(command[0] === "node" ? node24 : command[0], command.slice(1), env);
}
