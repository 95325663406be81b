import path from "node:path";
import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  BUILD_DIR: z.string().default("./build/client"),
});

export type Env = z.infer<typeof schema> & { dataDir: string; buildDir: string };

/** Reads and checks the configuration once, failing with a readable list of problems. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `- ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    buildDir: path.resolve(result.data.BUILD_DIR),
  };
}
