// The production start: runs the server as `npm run build` bundled it (build/node/main.js,
// scripts/build-server.ts). Plain JavaScript, so that Node runs it with no build and no loader:
// without a build it says so, as the server says of a stale one (server/main.ts).
import { existsSync } from "node:fs";

const bundle = new URL("../build/node/main.js", import.meta.url);
if (!existsSync(bundle)) {
  console.log(
    JSON.stringify({
      level: "fatal",
      time: new Date().toISOString(),
      build: "missing",
      msg: "There is no build in build/, and NODE_ENV=production never builds at start: run `npm run build` (with the development dependencies), then start again.",
    }),
  );
  process.exit(1);
}
await import(bundle.href);
