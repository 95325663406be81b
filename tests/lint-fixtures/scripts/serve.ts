// Allowed: a CLI tool runs server code.
import { start } from "#server/start.server.ts";

console.log(start());
