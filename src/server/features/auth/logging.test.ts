import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";
import { createUser } from "../../test/factories";
import { signDevIdToken } from "../dev-idp/issuer";
import { loadDevIdpKeys } from "../dev-idp/keys";
import { DEV_ISSUER, devSubject } from "./dev-issuer";

const lines: string[] = [];
const t = testAppForFile({ logLevel: "trace" }, { logStream: { write: (line) => void lines.push(line) } });

describe("logs", () => {
  it("are JSON lines and never contain an ID token or an access token", async () => {
    await createUser(t.database.db, {
      issuer: DEV_ISSUER,
      subject: devSubject("log@example.test"),
      email: "log@example.test",
    });
    const idToken = await signDevIdToken(await loadDevIdpKeys(t.database.db), {
      email: "log@example.test",
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { firebaseToken: idToken },
    });
    const { accessToken } = login.json().data;
    await t.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await t.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { authorization: `Bearer ${accessToken}x` },
    });
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toContain(idToken);
      expect(line).not.toContain(accessToken);
      expect(line).not.toContain(accessToken.split(".")[2]);
    }
  });
});
