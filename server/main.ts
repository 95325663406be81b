import { createApp } from "./app.server";
import { readEnv } from "./env.server";
import { createSiteServer } from "./http.server";
import { loadStaticFiles } from "./static-files.server";
import { notFoundPath } from "../app/public-paths";

const env = readEnv();
const staticFiles = loadStaticFiles(env.buildDir);
const notFoundPage = staticFiles.get(notFoundPath);
// The 404 page is served with status 404 for unknown paths, never as a 200 at its own URL.
staticFiles.delete(notFoundPath);
staticFiles.delete("/__spa-fallback.html");

const server = createSiteServer(staticFiles, createApp({ notFoundPage }));
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Serving http://localhost:${port} (${staticFiles.size} files from ${env.buildDir})`);
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
