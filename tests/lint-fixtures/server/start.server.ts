// Planted: server-imports-scripts.
import { buildName } from "#scripts/build-name.ts";

export const start = () => `serving ${buildName}`;
