// `npm run rotate-keys [session] [dev-idp]`: adds a new signing key (the session key when no purpose is
// named). The old key keeps verifying until the tokens it signed have expired, so nobody is signed
// out; running instances sign with the new key within a minute, without a restart (docs/operations.md).
import { ConfigError, loadConfig } from "../src/server/config";
import { DataDirLockedError, openDatabase } from "../src/server/db/client";
import { ROTATABLE_PURPOSES, type RotatablePurpose, rotateSigningKeys } from "../src/server/signing-keys";

const named = process.argv.slice(2);
const unknown = named.filter((p) => !ROTATABLE_PURPOSES.includes(p as RotatablePurpose));
if (unknown.length > 0) {
  console.error(`Unknown key purpose: ${unknown.join(", ")} (rotatable: ${ROTATABLE_PURPOSES.join(", ")}).`);
  process.exit(1);
}
const purposes = (named.length > 0 ? named : ["session"]) as RotatablePurpose[];

try {
  const config = loadConfig();
  if (config.sessionSecret && purposes.includes("session")) {
    console.error(
      "SESSION_SECRET is set, so sessions are signed with it, not with the database's keys. " +
        "Unset it to use rotating keys, or replace it (which signs every member out).",
    );
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolSize: 1 }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const { added, deleted } = await rotateSigningKeys(database.db, purposes);
    for (const key of added) console.log(`New ${key.purpose} key: ${key.id}`);
    if (added.length < purposes.length)
      console.log("Another rotation ran at the same moment; its key is current.");
    if (deleted.length > 0) console.log(`Deleted expired keys: ${deleted.join(", ")}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
