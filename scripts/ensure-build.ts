// `npm start` runs this first: build only when there is no current build. In production
// (NODE_ENV=production) it never builds: the server itself refuses a missing or stale build, so
// a production machine needs no build tools and never builds at boot.
import { execSync } from "node:child_process";
import { buildIsCurrent } from "./build-inputs";

if (process.env.NODE_ENV !== "production" && !buildIsCurrent()) {
  console.log("No current build: building first…");
  // The build is what production serves: React's production bundle, whatever NODE_ENV the caller
  // runs under (a test runner sets "test", which would bundle React's development build).
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
