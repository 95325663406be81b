// `npm start` runs this first: build only when there is no current build.
import { execSync } from "node:child_process";
import { buildIsCurrent } from "./build-inputs";

if (!buildIsCurrent()) {
  console.log("No current build: building first…");
  execSync("npm run build", { stdio: "inherit" });
}
