import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadBaseline } from "./baseline";
import { render } from "./report";

// `npm run bench:show -- bench/results/<file>.json`: a saved run's table again, beside the
// baseline as it is now (BENCH_BASELINE to choose another).

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run bench:show -- bench/results/<file>.json");
  process.exit(2);
}
console.log(render(JSON.parse(readFileSync(file, "utf8")), loadBaseline(projectDir)));
