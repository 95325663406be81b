import { readEnv } from "./env.server";
import { startServer } from "./start.server";

const env = readEnv();
const running = await startServer(env);
console.log(
  `Serving http://localhost:${running.port} (${running.database.dialect}, mail: ${running.transport.name})`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  await running.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
