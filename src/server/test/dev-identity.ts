import { beforeAll } from "vitest";
import { signDevIdToken } from "../features/dev-idp/issuer";
import { type DevIdpKeys, loadDevIdpKeys } from "../features/dev-idp/keys";
import type { TestApp } from "./app";

// Identity tokens from the development issuer of a test file's app (its keys loaded once the app is
// built), for the tests that register or sign in as a person the app has not met yet.
export function devIdTokensForFile(t: TestApp) {
  let keys: DevIdpKeys | undefined;
  beforeAll(async () => {
    keys = await loadDevIdpKeys(t.database.db);
  });
  return (claims: Parameters<typeof signDevIdToken>[1]) => {
    if (!keys) throw new Error("devIdTokensForFile: the keys are loaded once beforeAll has run");
    return signDevIdToken(keys, claims);
  };
}
