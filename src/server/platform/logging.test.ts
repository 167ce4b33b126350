import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ISSUER, devSubject } from "../features/auth/dev-issuer";
import { signDevIdToken } from "../features/dev-idp/issuer";
import { loadDevIdpKeys } from "../features/dev-idp/keys";
import { buildTestApp, type TestApp } from "../test/app";
import { createUser } from "../test/factories";
import { loggerOptions } from "./logging";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logLevel: "trace" }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("logs", () => {
  it("are JSON lines and never contain an ID token or an access token", async () => {
    await createUser(t.database.db, {
      issuer: DEV_ISSUER,
      subject: devSubject("log@example.test"),
      email: "log@example.test",
    });
    const idToken = await signDevIdToken(await loadDevIdpKeys(t.config.dataDir), {
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

describe("a failed query in the logs", () => {
  it("names the statement but never the member's email, phone or date of birth", async () => {
    const written: string[] = [];
    const stream = { write: (line: string) => void written.push(line) };
    const log = pino(loggerOptions({ level: "info", stream }), stream);
    const email = "pii.person@example.test";
    const mobileNo = "9123456789";
    const dateOfBirth = "1991-07-23";
    // A real failed insert: the second member takes an identity that is already used.
    const first = await createUser(t.database.db, { email });
    const failure = await createUser(t.database.db, {
      issuer: first.issuer,
      subject: first.subject,
      email,
      mobileNo,
      dateOfBirth,
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(mobileNo); // what the driver would have logged
    log.error({ err: failure }, "request failed");
    expect(written).toHaveLength(1);
    const line = written[0]!;
    expect(line).toContain("insert into");
    for (const secret of [email, mobileNo, dateOfBirth]) expect(line).not.toContain(secret);
  });
});
