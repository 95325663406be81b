// Manages administrators (docs/operations.md#administrators):
//   npm run admin -- list
//   npm run admin -- create <email>            asks for the password
//   npm run admin -- reset-password <email>    asks for the new password; ends their sessions
//   npm run admin -- disable <email>           no more sign-in; ends their sessions at once
//   npm run admin -- enable <email>
//   npm run admin -- remove <email>            deletes the account; ends their sessions at once
// The password is asked for without echo (or read from standard input when it is not a terminal).
// Each command is recorded in the audit log, with the system user who ran it.
import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { audit, type AuditAction } from "#server/auth/audit.server.ts";
import {
  createAdmin,
  findAdmin,
  listAdmins,
  normaliseEmail,
  removeAdmin,
  resetPassword,
  setAdminDisabled,
} from "#server/auth/auth.server.ts";
import { openDatabase, type Db } from "#server/db/database.server.ts";
import { readEnv } from "#server/env.server.ts";
import { MIN_ADMIN_PASSWORD_LENGTH } from "#shared/limits.ts";

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

async function askNewPassword(email: string) {
  const password = await askPassword(
    `New password for ${email} (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `,
  );
  if (process.stdin.isTTY && (await askPassword("Repeat it: ")) !== password)
    throw new Error("The passwords differ.");
  return password;
}

const day = (iso: string) => iso.slice(0, 10);

/** Each command: what it does, and the sentence it answers with. */
const commands: Record<
  string,
  { action: AuditAction; run: (db: Db, email: string) => Promise<string> }
> = {
  create: {
    action: "admin-create",
    async run(db, email) {
      if (await findAdmin(db, email)) throw new Error(`${email} is already an administrator.`);
      await createAdmin(db, email, await askNewPassword(email));
      return `Created the administrator ${email}.`;
    },
  },
  "reset-password": {
    action: "admin-reset-password",
    async run(db, email) {
      await resetPassword(db, email, await askNewPassword(email));
      return `Changed the password of ${email}; their sessions were ended.`;
    },
  },
  disable: {
    action: "admin-disable",
    async run(db, email) {
      await setAdminDisabled(db, email, true);
      return `Disabled ${email}: they can no longer sign in, and their sessions were ended.`;
    },
  },
  enable: {
    action: "admin-enable",
    async run(db, email) {
      await setAdminDisabled(db, email, false);
      return `Enabled ${email}: they can sign in again.`;
    },
  },
  remove: {
    action: "admin-remove",
    async run(db, email) {
      await removeAdmin(db, email);
      return `Removed the administrator ${email}; their sessions were ended.`;
    },
  },
  list: {
    action: "admin-list",
    async run(db) {
      const admins = await listAdmins(db);
      if (admins.length === 0) return "There are no administrators.";
      return admins
        .map(
          (admin) =>
            `${admin.email}  ${admin.disabled_at ? `disabled since ${day(admin.disabled_at)}` : "active"}, created ${day(admin.created_at)}, password changed ${day(admin.password_changed_at)}, ${admin.sessions} open session(s)`,
        )
        .join("\n");
    },
  },
};

const [name, given] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command || (name !== "list" && !given)) {
  console.error(
    [
      "Usage: npm run admin -- list",
      "       npm run admin -- create <email>",
      "       npm run admin -- reset-password <email>",
      "       npm run admin -- disable <email>",
      "       npm run admin -- enable <email>",
      "       npm run admin -- remove <email>",
    ].join("\n"),
  );
  process.exit(2);
}

const email = given ? normaliseEmail(given) : "";
const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  console.log(await command.run(database.db, email));
  await audit(database.db, {
    actor: `${userInfo().username} (command line)`,
    action: command.action,
    detail: email,
    client: null,
  });
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
