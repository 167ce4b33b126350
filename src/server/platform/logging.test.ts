import pino from "pino";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/app";
import { createUser } from "../test/factories";
import { loggerOptions } from "./logging";

const t = testAppForFile();

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
