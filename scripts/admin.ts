// Manages administrators: `npm run admin -- create <email>` or `npm run admin -- reset-password <email>`.
// The password is asked for without echo (or read from standard input when it is not a terminal).
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createAdmin, findAdmin, resetPassword } from "#server/admin/auth.server.ts";
import { MIN_PASSWORD_LENGTH } from "#server/admin/passwords.server.ts";
import { openDatabase } from "#server/db/database.server.ts";
import { readEnv } from "#server/env.server.ts";

async function askPassword(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = process.stdin.isTTY;
  if (terminal) process.stdout.write(prompt);
  const rl = createInterface({
    input: process.stdin,
    output: terminal ? muted : undefined,
    terminal,
  });
  const answer = await new Promise<string>((resolve) => rl.once("line", resolve));
  rl.close();
  if (terminal) process.stdout.write("\n");
  return answer;
}

const [command, email] = process.argv.slice(2);
if (!["create", "reset-password"].includes(command ?? "") || !email) {
  console.error(
    "Usage: npm run admin -- create <email>\n       npm run admin -- reset-password <email>",
  );
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const password = await askPassword(
    `New password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `,
  );
  if (process.stdin.isTTY && (await askPassword("Repeat it: ")) !== password)
    throw new Error("The passwords differ.");
  if (command === "create") {
    if (await findAdmin(database.db, email))
      throw new Error(`${email} is already an administrator.`);
    await createAdmin(database.db, email, password);
    console.log(`Created the administrator ${email}.`);
  } else {
    await resetPassword(database.db, email, password);
    console.log(`Changed the password of ${email}; their sessions were ended.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
