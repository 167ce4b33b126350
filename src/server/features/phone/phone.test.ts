import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { PHONE_MESSAGES } from "../../../shared/texts";
import { phoneCodes, users } from "../../db/schema";
import type { ShiftableClock } from "../../platform/clock";
import { buildTestApp, type Member, type TestApp } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { type SmsReceiver, startSmsReceiver } from "../../test/sms-receiver";
import type { Viewer } from "../auth/session-service";
import { CODES_PER_ADDRESS_PER_HOUR, CODES_PER_MEMBER_PER_DAY, RESEND_BASE_MS } from "./policy";
import { requestPhoneCode } from "./service";

// A phone verified by a code sent by SMS (issue 38, ADR 0041), through the API, with the codes
// sent to a real HTTP SMS provider on loopback (test/sms-receiver.ts) and time read from the app's
// clock, moved by the test (so it passes at any hour).

let t: TestApp;
let sms: SmsReceiver;
const db = () => t.database.db;
const clock = () => t.app.deps.clock as ShiftableClock;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  sms = await startSmsReceiver();
  t = await buildTestApp({ testClock: true, sms: { url: sms.url, token: sms.token, countries: ["IN"] } });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});
// Each test starts a day after the last one's codes, so no budget carries over.
let day = 0;
beforeEach(() => {
  day += 2;
  clock().setOffset(day * 24 * HOUR);
});
const later = (ms: number) => clock().setOffset(clock().offsetMs() + ms);

// A fresh mobile number for each test (9 followed by nine digits), written the way members type them.
let serial = 1000;
function freshNumber() {
  serial += 1;
  const national = `98${String(serial).padStart(8, "0")}`;
  return { typed: `${national.slice(0, 5)} ${national.slice(5)}`, national, e164: `+91${national}` };
}

const askCode = (who: Member, mobileNo: string) =>
  t.call("POST", "/api/users/me/phone/code", who, { mobileNo });
const enter = (who: Member, code: string) => t.call("POST", "/api/users/me/phone/verify", who, { code });
const status = (who: Member) => t.data("GET", "/api/users/me/phone", who);
const profile = (who: Member, of: { id: string }) => t.data("GET", `/api/users/${of.id}`, who);

async function verified(who: Member, number = freshNumber()) {
  expect((await askCode(who, number.typed)).statusCode).toBe(200);
  const res = await enter(who, sms.lastCodeTo(number.e164)!);
  expect(res.statusCode).toBe(200);
  return number;
}

const wrongCodeFor = (right: string) => (right === "000000" ? "111111" : "000000");

describe("asking for a code", () => {
  it("sends a 6-digit code by SMS to the number in E.164, with the bearer token, and shows it pending", async () => {
    const member = await t.login();
    const number = freshNumber();
    const res = await askCode(member, `+91 ${number.typed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PHONE_MESSAGES.codeSent);
    const sent = sms.accepted.at(-1)!;
    expect(sent.to).toBe(number.e164);
    expect(sent.authorization).toBe(`Bearer ${sms.token}`);
    const code = sms.lastCodeTo(number.e164)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).toBe(PHONE_MESSAGES.sms(code, DEFAULT_APP_NAME));
    const pending = res.json().data.pending;
    expect(pending).toMatchObject({ to: number.e164, triesLeft: 5 });
    expect(new Date(pending.expiresAt).getTime() - clock().now().getTime()).toBeGreaterThan(9 * MINUTE);
    expect(new Date(pending.expiresAt).getTime() - clock().now().getTime()).toBeLessThanOrEqual(10 * MINUTE);
    // Only the hash is kept.
    const rows = await db().select().from(phoneCodes).where(eq(phoneCodes.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads the ways members write an Indian number, and refuses what is not an Indian mobile number", async () => {
    for (const typed of ["+91 98200 12345", "098200 12346", "0091-98200-12347", "98200 12348"]) {
      const member = await t.login();
      expect((await askCode(member, typed)).statusCode).toBe(200);
    }
    expect(sms.accepted.slice(-4).map((m) => m.to)).toEqual([
      "+919820012345",
      "+919820012346",
      "+919820012347",
      "+919820012348",
    ]);
    const member = await t.login();
    const before = sms.accepted.length;
    for (const [typed, message] of [
      ["12345", PHONE_MESSAGES.invalidNumber],
      ["080 2222 3333", PHONE_MESSAGES.invalidNumber],
      ["not a number", PHONE_MESSAGES.invalidNumber],
      ["+1 415 555 2671", PHONE_MESSAGES.countryNotServed],
      ["+44 7911 123456", PHONE_MESSAGES.countryNotServed],
      ["", PHONE_MESSAGES.invalidNumber],
      ["9".repeat(40), PHONE_MESSAGES.invalidNumber],
    ] as const) {
      const res = await askCode(member, typed);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().message, typed).toBe(message);
    }
    for (const body of [{}, { mobileNo: 9820012349 }, { mobileNo: null }, []]) {
      const res = await t.call("POST", "/api/users/me/phone/code", member, body as object);
      expect(res.statusCode).toBe(400);
    }
    expect(sms.accepted.length).toBe(before);
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, member.id))).toEqual([]);
  });

  it("asks the member to wait 30 s before another code, then longer each time", async () => {
    const member = await t.login();
    const number = freshNumber();
    expect((await askCode(member, number.typed)).statusCode).toBe(200);
    const first = sms.lastCodeTo(number.e164);
    const soon = await askCode(member, number.typed);
    expect(soon.statusCode).toBe(429);
    // The English beside its code and value: the web words it in the member's language.
    expect(soon.json()).toEqual({
      success: false,
      message: PHONE_MESSAGES.wait({ seconds: 30 }),
      code: "phone.wait",
      values: { seconds: 30 },
    });
    later(20 * SECOND);
    expect((await askCode(member, number.typed)).json().message).toBe(PHONE_MESSAGES.wait({ seconds: 10 }));
    later(10 * SECOND);
    expect((await askCode(member, number.typed)).statusCode).toBe(200);
    // The second code replaces the first: the first no longer works.
    const second = sms.lastCodeTo(number.e164)!;
    expect((await askCode(member, number.typed)).json().message).toBe(PHONE_MESSAGES.wait({ seconds: 60 }));
    later(60 * SECOND);
    expect((await askCode(member, number.typed)).statusCode).toBe(200);
    expect((await askCode(member, number.typed)).json().message).toBe(PHONE_MESSAGES.wait({ seconds: 120 }));
    const third = sms.lastCodeTo(number.e164)!;
    if (first !== third) {
      const res = await enter(member, first!);
      expect(res.statusCode).toBe(400);
    }
    expect(second).toMatch(/^\d{6}$/);
    expect((await enter(member, third)).statusCode).toBe(200);
  });

  it("sends one number at most 5 codes a day, whoever asks", async () => {
    const number = freshNumber();
    for (let i = 0; i < 5; i++) expect((await askCode(await t.login(), number.typed)).statusCode).toBe(200);
    const sixth = await askCode(await t.login(), number.typed);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(PHONE_MESSAGES.numberLimit);
    later(24 * HOUR + SECOND);
    expect((await askCode(await t.login(), number.typed)).statusCode).toBe(200);
  });

  it(`gives one member at most ${CODES_PER_MEMBER_PER_DAY} codes a day, to any numbers`, async () => {
    const member = await t.login();
    // Each after the resend wait (30 s, doubling): all of them within about an hour.
    for (let i = 0; i < CODES_PER_MEMBER_PER_DAY; i++) {
      expect((await askCode(member, freshNumber().typed)).statusCode).toBe(200);
      later(RESEND_BASE_MS * 2 ** i);
    }
    const res = await askCode(member, freshNumber().typed);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PHONE_MESSAGES.memberLimit);
  });

  it(`answers at most ${CODES_PER_ADDRESS_PER_HOUR} codes an hour from one address`, async () => {
    const now = clock().now();
    const viewerOf = (m: { id: string }): Viewer => ({ userId: m.id, sessionId: "s", role: "member" });
    const ask = async (address: string) =>
      requestPhoneCode({
        db: db(),
        sms: t.app.deps.sms,
        countries: ["IN"],
        viewer: viewerOf(await t.login()),
        mobileNo: freshNumber().typed,
        address,
        now,
      });
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i++) await ask("203.0.113.9");
    await expect(ask("203.0.113.9")).rejects.toMatchObject({
      statusCode: 429,
      message: PHONE_MESSAGES.addressLimit,
    });
    await expect(ask("203.0.113.10")).resolves.toMatchObject({ pending: expect.anything() });
  });

  it("refuses a number another account verified, banned or not, with the same sentence", async () => {
    const owner = await t.login();
    const number = await verified(owner);
    const other = await t.login();
    const res = await askCode(other, number.typed);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PHONE_MESSAGES.inUse);
    await db().update(users).set({ isBanned: true }).where(eq(users.id, owner.id));
    const again = await askCode(other, number.typed);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHONE_MESSAGES.inUse);
  });

  it("says so when the member's own number is verified already", async () => {
    const member = await t.login();
    const number = await verified(member);
    later(HOUR);
    const res = await askCode(member, number.typed);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PHONE_MESSAGES.alreadyVerified);
  });

  it("withdraws the code and says to try again when the provider does not take the SMS", async () => {
    const member = await t.login();
    const number = freshNumber();
    sms.failNext();
    const res = await askCode(member, number.typed);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PHONE_MESSAGES.sendFailed);
    expect((await status(member)).pending).toBeNull();
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, member.id))).toEqual([]);
    expect((await askCode(member, number.typed)).statusCode).toBe(200);
  });

  it("refuses a member who is not signed in", async () => {
    expect(
      (await t.call("POST", "/api/users/me/phone/code", undefined, { mobileNo: "9820012345" })).statusCode,
    ).toBe(401);
    expect(
      (await t.call("POST", "/api/users/me/phone/verify", undefined, { code: "123456" })).statusCode,
    ).toBe(401);
    expect((await t.call("GET", "/api/users/me/phone")).statusCode).toBe(401);
  });
});

describe("entering the code", () => {
  it("verifies the number: the profile's mobile number for the member and admins, the badge for everyone", async () => {
    const member = await t.login();
    const before = await profile(member, member);
    expect(before.phoneVerified).toBe(false);
    expect(before.trustVerification).toBe(false);
    const number = freshNumber();
    await askCode(member, number.typed);
    const res = await enter(member, ` ${sms.lastCodeTo(number.e164)!.replace(/(\d{3})/, "$1 ")} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PHONE_MESSAGES.verified);
    expect(res.json().data).toMatchObject({ phoneVerified: true, mobileNo: number.national, pending: null });
    const own = await profile(member, member);
    expect(own).toMatchObject({ phoneVerified: true, mobileNo: number.national, trustVerification: false });
    const admin = await t.login({ role: "admin" });
    expect((await profile(admin, member)).phoneVerified).toBe(true);
    expect((await t.data("GET", `/api/admin/user/${member.id}`, admin)).phoneVerified).toBe(true);
    const stranger = await t.login();
    const seen = await profile(stranger, member);
    // The badge is public (ADR 0047); the number is not.
    expect(seen.phoneVerified).toBe(true);
    expect(seen).not.toHaveProperty("mobileNo");
  });

  it("counts wrong codes: 5 tries, then the code is done", async () => {
    const member = await t.login();
    const number = freshNumber();
    await askCode(member, number.typed);
    const right = sms.lastCodeTo(number.e164)!;
    const wrong = wrongCodeFor(right);
    for (let left = 4; left >= 1; left--) {
      const res = await enter(member, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: PHONE_MESSAGES.wrongCode({ left }),
        code: "phone.wrongCode",
        values: { left },
      });
    }
    const fifth = await enter(member, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(PHONE_MESSAGES.tooManyTries);
    const afterwards = await enter(member, right);
    expect(afterwards.statusCode).toBe(429);
    expect(afterwards.json().message).toBe(PHONE_MESSAGES.tooManyTries);
    expect((await status(member)).phoneVerified).toBe(false);
  });

  it("refuses an expired code after 10 minutes, and a used one", async () => {
    const member = await t.login();
    const number = freshNumber();
    await askCode(member, number.typed);
    later(10 * MINUTE + SECOND);
    const late = await enter(member, sms.lastCodeTo(number.e164)!);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PHONE_MESSAGES.expired);
    await askCode(member, number.typed);
    const code = sms.lastCodeTo(number.e164)!;
    expect((await enter(member, code)).statusCode).toBe(200);
    const again = await enter(member, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHONE_MESSAGES.used);
  });

  it("asks for a code first, and never takes another member's code", async () => {
    const owner = await t.login();
    const number = freshNumber();
    await askCode(owner, number.typed);
    const code = sms.lastCodeTo(number.e164)!;
    const other = await t.login();
    const res = await enter(other, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PHONE_MESSAGES.noCode);
    expect((await status(other)).pending).toBeNull();
    expect((await status(owner)).pending.triesLeft).toBe(5);
    for (const body of [{}, { code: "12ab56" }, { code: "1234567" }, { code: 123456 }]) {
      const bad = await t.call("POST", "/api/users/me/phone/verify", owner, body);
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (await t.call("POST", "/api/users/me/phone/verify", owner, { code: "12ab56" })).json().message,
    ).toBe(PHONE_MESSAGES.codeFormat);
    // Bad input changed nothing: the code still has all its tries.
    expect((await status(owner)).pending.triesLeft).toBe(5);
    expect((await enter(owner, code)).statusCode).toBe(200);
  });

  it("moves the check to a new number, freeing the old; a number changed another way is not verified", async () => {
    const member = await t.login();
    const first = await verified(member);
    later(HOUR);
    const second = freshNumber();
    await askCode(member, second.typed);
    // Until the new code is entered, the old number stays verified.
    expect((await status(member)).phoneVerified).toBe(true);
    expect((await enter(member, sms.lastCodeTo(second.e164)!)).statusCode).toBe(200);
    expect(await status(member)).toMatchObject({ phoneVerified: true, mobileNo: second.national });
    const other = await t.login();
    expect((await askCode(other, first.typed)).statusCode).toBe(200);
    await db().update(users).set({ mobileNo: "9123456789" }).where(eq(users.id, member.id));
    expect((await status(member)).phoneVerified).toBe(false);
    expect((await profile(member, member)).phoneVerified).toBe(false);
  });

  it("lets one of two accounts verifying one number at once win, and tells the other it is in use", async () => {
    const a = await t.login();
    const b = await t.login();
    const number = freshNumber();
    await askCode(a, number.typed);
    const codeA = sms.lastCodeTo(number.e164)!;
    await askCode(b, number.typed);
    const codeB = sms.lastCodeTo(number.e164)!;
    const answers = await Promise.all([enter(a, codeA), enter(b, codeB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(PHONE_MESSAGES.inUse);
    const holders = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneE164, number.e164), isNotNull(users.phoneVerifiedAt)));
    expect(holders).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "lets the database refuse the second of a true race",
    async () => {
      // Both have passed every check; the unique index alone decides (PGlite runs one query at a time).
      const pairs = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const number = freshNumber();
          const [a, b] = [await t.login(), await t.login()];
          await askCode(a, number.typed);
          const codeA = sms.lastCodeTo(number.e164)!;
          await askCode(b, number.typed);
          return { a, b, codeA, codeB: sms.lastCodeTo(number.e164)!, number };
        }),
      );
      for (const { a, b, codeA, codeB } of pairs) {
        const answers = await Promise.all([enter(a, codeA), enter(b, codeB)]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      }
    },
  );

  it("erases the number and the codes with the account, which frees the number", async () => {
    const member = await t.login();
    const number = await verified(member);
    const res = await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" });
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(phoneCodes).where(eq(phoneCodes.userId, member.id))).toEqual([]);
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ mobileNo: "", phoneE164: null, phoneVerifiedAt: null });
    expect((await askCode(await t.login(), number.typed)).statusCode).toBe(200);
  });
});

describe("without an SMS provider", () => {
  it("writes codes to the development inbox, on this machine only", async () => {
    const dev = await buildTestApp();
    try {
      const member = await dev.login();
      const res = await dev.call("POST", "/api/users/me/phone/code", member, { mobileNo: "98200 55555" });
      expect(res.statusCode).toBe(200);
      const inbox = await dev.app.inject({ method: "GET", url: "/dev-sms/messages" });
      const [message] = inbox.json().messages;
      expect(message.to).toBe("+919820055555");
      const code = /\b(\d{6})\b/.exec(message.body)![1]!;
      const page = await dev.app.inject({ method: "GET", url: "/dev-sms" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(code);
      expect(page.headers["cache-control"]).toBe("no-store");
      for (const url of ["/dev-sms", "/dev-sms/messages"]) {
        expect((await dev.app.inject({ method: "GET", url, remoteAddress: "203.0.113.7" })).statusCode).toBe(
          403,
        );
        const proxied = await dev.app.inject({
          method: "GET",
          url,
          headers: { "x-forwarded-for": "203.0.113.7" },
        });
        expect(proxied.statusCode).toBe(403);
      }
      expect((await dev.call("POST", "/api/users/me/phone/verify", member, { code })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it("in production sends nothing, serves no inbox, and says verification is unavailable", async () => {
    const prod = await buildTestApp({
      env: "production",
      googleClientId: "prod-client.apps.googleusercontent.com",
    });
    try {
      const member = await prod.login();
      expect((await prod.data("GET", "/api/users/me/phone", member)).available).toBe(false);
      const res = await prod.call("POST", "/api/users/me/phone/code", member, { mobileNo: "98200 55556" });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(PHONE_MESSAGES.unavailable);
      expect((await prod.app.inject({ method: "GET", url: "/dev-sms/messages" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
