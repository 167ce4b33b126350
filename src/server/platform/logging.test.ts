import pino from "pino";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/app";
import { createUser } from "../test/factories";
import { loggerOptions, withoutPlaces } from "./logging";
import { maskEmails } from "./redact";

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

describe("an error naming an email address", () => {
  it("is logged, and kept by a failed job, without the address", async () => {
    const written: string[] = [];
    const stream = { write: (line: string) => void written.push(line) };
    const log = pino(loggerOptions({ level: "info", stream }), stream);
    const refusal = new Error("550 5.1.1 <asha.menon+trips@example.co.in>: Recipient address rejected");
    log.error({ err: refusal }, "email failed");
    expect(written[0]).toContain("Recipient address rejected");
    expect(written[0]).toContain("[email]");
    expect(written[0]).not.toContain("asha.menon");
    expect(maskEmails("to a@b.in and <c.d@e-f.org>; not an@ or @handle")).toBe(
      "to [email] and <[email]>; not an@ or @handle",
    );
  });
});

describe("a request line in the logs", () => {
  it("keeps the address but never a Near me point", () => {
    const written: string[] = [];
    const stream = { write: (line: string) => void written.push(line) };
    const log = pino(loggerOptions({ level: "info", stream }), stream);
    const url = "/api/events?within=50&near=18.520431,73.856743&sort=nearest";
    log.info({ req: { method: "GET", url, host: "meetup.test", ip: "203.0.113.9" } }, "incoming request");
    const line = JSON.parse(written[0]!) as { req: { url: string; remoteAddress: string } };
    expect(line.req.url).toBe("/api/events?within=50&near=[redacted]&sort=nearest");
    expect(written[0]).not.toContain("18.52");
    expect(line.req.remoteAddress).toBe("203.0.113.9");
    expect(withoutPlaces("/api/events?near=1,2")).toBe("/api/events?near=[redacted]");
    expect(withoutPlaces("/api/events?q=nearby")).toBe("/api/events?q=nearby");
  });
});

// The whole app's log, as a deployment writes it: every line of every request, answered or refused.
const logged: string[] = [];
const withLog = testAppForFile(
  { logLevel: "info" },
  { logStream: { write: (line) => void logged.push(line) } },
);

describe("a Near me search through the app", () => {
  it("leaves no trace of the point in the log, whether answered or refused", async () => {
    const member = await withLog.login();
    // The app rounds the point to two decimals; a point sent at full precision is refused.
    const asked = [
      { headers: member.headers, query: "within=50&near=18.52,73.86", answer: 200 },
      { headers: member.headers, query: "within=50&near=18.520431,73.856743", answer: 400 },
      { headers: {}, query: "within=50&near=18.52,73.86", answer: 401 },
      { headers: member.headers, query: "within=banana&near=18.52,73.86", answer: 400 },
    ];
    for (const { headers, query, answer } of asked) {
      const res = await withLog.app.inject({ method: "GET", url: `/api/events?${query}`, headers });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(answer);
    }
    // Every request line names the search with its point redacted; no line anywhere holds the
    // point's figures (matched whole: a response time such as 18.52 ms is not a place).
    const searches = logged.filter((line) => line.includes("/api/events"));
    expect(searches.length).toBeGreaterThanOrEqual(asked.length);
    for (const line of searches) expect(line).toContain("near=[redacted]");
    for (const line of logged) expect(line).not.toMatch(/18\.52(0431)?,73\.8(6|56743)/);
  });
});
