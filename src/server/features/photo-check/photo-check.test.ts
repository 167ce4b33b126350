import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_POSES } from "../../../shared/photo-poses";
import { PHOTO_CHECK_MESSAGES } from "../../../shared/texts";
import { auditLog, photoChecks, userImages, users } from "../../db/schema";
import type { ShiftableClock } from "../../platform/clock";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { jpeg, jpegWithGps, png, svg } from "../../test/images";
import { postMultipart } from "../../test/multipart";
import { setAvatar } from "../users/service";
import { purgeDecidedSelfies } from "./service";

// "Verify your photo" (issue 38 item 4, ADR 0044) through the API: the member's check, the upload's
// refusals and clean re-encoding, the admins' queue and private selfie, decisions (once, whoever
// races), telling the member by email (real SMTP on loopback), and the 30-day purge. Runs on PGlite
// and, in the suite's PostgreSQL run, on PostgreSQL, where the races are real.

const { t, mailbox } = deliveryAppForFile({ testClock: true }, { mail: true });
const db = () => t.database.db;
const clock = () => t.app.deps.clock as ShiftableClock;
const DAY = 24 * 60 * 60_000;

const start = (who?: Member) => t.call("POST", "/api/users/me/photo-check", who);
const status = (who: Member) => t.data("GET", "/api/users/me/photo-check", who);
const upload = async (who: Member | undefined, body: Buffer | Promise<Buffer>, contentType = "image/jpeg") =>
  postMultipart(
    t.app,
    "/api/users/me/photo-check/selfie",
    [{ name: "selfie", fileName: "selfie.jpg", contentType, body: await body }],
    who,
  );
const queue = (who: Member, query = "") => t.call("GET", `/api/admin/photo-checks${query}`, who);
const approve = (who: Member | undefined, id: string) =>
  t.call("POST", `/api/admin/photo-checks/${id}/approve`, who);
const reject = (who: Member | undefined, id: string, reason?: unknown) =>
  t.call("POST", `/api/admin/photo-checks/${id}/reject`, who, reason === undefined ? {} : { reason });

async function pendingCheckOf(who: Member): Promise<string> {
  expect((await start(who)).statusCode).toBe(200);
  const res = await upload(who, jpeg(320, 240));
  expect(res.statusCode).toBe(200);
  const [row] = await db()
    .select({ id: photoChecks.id })
    .from(photoChecks)
    .where(and(eq(photoChecks.userId, who.id), eq(photoChecks.status, "pending")));
  return row!.id;
}

describe("the member's photo check", () => {
  it("starts with a random pose, keeps it when started again, and says where it stands", async () => {
    const member = await t.login();
    expect(await status(member)).toEqual({
      status: "none",
      pose: null,
      submittedAt: null,
      decidedAt: null,
      reason: null,
      photoVerified: false,
    });
    const first = await start(member);
    expect(first.statusCode).toBe(200);
    const { pose } = first.json().data;
    expect(PHOTO_POSES).toContain(pose);
    expect(first.json().data.status).toBe("awaiting");
    // Starting again does not reroll the pose.
    expect((await start(member)).json().data.pose).toBe(pose);
    expect(await db().select().from(photoChecks).where(eq(photoChecks.userId, member.id))).toHaveLength(1);
  });

  it("takes the selfie re-encoded as a JPEG without EXIF or GPS, then waits for review (409 on start or upload)", async () => {
    const member = await t.login();
    await start(member);
    const res = await upload(member, jpegWithGps());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PHOTO_CHECK_MESSAGES.submitted);
    expect(res.json().data.status).toBe("pending");
    const [row] = await db().select().from(photoChecks).where(eq(photoChecks.userId, member.id));
    expect(row!.contentType).toBe("image/jpeg");
    const meta = await sharp(row!.selfie!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(row!.size).toBe(row!.selfie!.length);

    const again = await start(member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHOTO_CHECK_MESSAGES.pendingReview);
    const second = await upload(member, jpeg());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PHOTO_CHECK_MESSAGES.pendingReview);
  });

  it("refuses: anonymous 401, no pose 409, not a picture 400, not multipart 415, no file 400, too large 413", async () => {
    expect((await start()).statusCode).toBe(401);
    expect((await upload(undefined, jpeg())).statusCode).toBe(401);
    expect((await t.call("GET", "/api/users/me/photo-check")).statusCode).toBe(401);

    const member = await t.login();
    const early = await upload(member, jpeg());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PHOTO_CHECK_MESSAGES.noPose);

    await start(member);
    const vector = await upload(member, svg(), "image/svg+xml");
    expect(vector.statusCode).toBe(400);
    expect(vector.json().message).toBe(PHOTO_CHECK_MESSAGES.notAnImage);
    const text = await upload(member, Buffer.from("not a picture at all"), "image/jpeg");
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(PHOTO_CHECK_MESSAGES.notAnImage);

    const json = await t.call("POST", "/api/users/me/photo-check/selfie", member, { selfie: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(PHOTO_CHECK_MESSAGES.notMultipart);

    const empty = await postMultipart(
      t.app,
      "/api/users/me/photo-check/selfie",
      [{ name: "note", value: "hi" }],
      member,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PHOTO_CHECK_MESSAGES.selfieRequired);

    const huge = await upload(member, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(PHOTO_CHECK_MESSAGES.tooLarge);

    // Still awaiting: none of those refusals spent the pose.
    expect((await status(member)).status).toBe("awaiting");
    expect((await upload(member, png())).statusCode).toBe(200);
  });
});

describe("the admins' queue", () => {
  it("is for admins only: a member 403, anonymous 401", async () => {
    const member = await t.login();
    const id = await pendingCheckOf(member);
    for (const url of [
      "/api/admin/photo-checks",
      "/api/admin/photo-checks/counts",
      `/api/admin/photo-checks/${id}/selfie`,
    ]) {
      expect((await t.call("GET", url, member)).statusCode).toBe(403);
      expect((await t.call("GET", url)).statusCode).toBe(401);
    }
    expect((await approve(member, id)).statusCode).toBe(403);
    expect((await reject(member, id, "no")).statusCode).toBe(403);
    expect((await approve(undefined, id)).statusCode).toBe(401);
    expect((await status(member)).status).toBe("pending");
  });

  it("shows each selfie beside the member's pictures and the pose, oldest first, and serves it privately", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login({ overrides: { avatar: "avatar-key.webp" } });
    await db().insert(userImages).values({ userId: member.id, image: "second-key.webp", position: 0 });
    const id = await pendingCheckOf(member);
    const { pose } = await status(member);

    const all: { _id: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await queue(admin, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      all.push(...res.json().data);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(new Set(all.map((c) => c._id)).size).toBe(all.length);
    const item = all.find((c) => c._id === id) as unknown as Record<string, unknown>;
    expect(item).toMatchObject({
      pose,
      member: { _id: member.id, name: member.name, avatar: "/uploads/avatar-key.webp" },
      profileImages: ["/uploads/second-key.webp"],
      selfie: `/api/admin/photo-checks/${id}/selfie`,
    });
    // Oldest first: the order of submission.
    const times = all.map((c) => (c as unknown as { submittedAt: string }).submittedAt);
    expect([...times].sort()).toEqual(times);

    const counts = await t.data("GET", "/api/admin/photo-checks/counts", admin);
    expect(counts.pending).toBe(all.length);

    const bytes = await t.call("GET", item.selfie as string, admin);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("image/jpeg");
    expect(bytes.headers["cache-control"]).toBe("private, no-store");
    expect(bytes.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(bytes.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("approves: the member is photo verified (a badge everyone sees), told by email, and the act audited", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login();
    const other = await t.login();
    const id = await pendingCheckOf(member);
    const res = await approve(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PHOTO_CHECK_MESSAGES.approved);

    expect((await status(member)).status).toBe("approved");
    expect((await status(member)).photoVerified).toBe(true);
    expect((await t.data("GET", `/api/users/${member.id}`, member)).photoVerified).toBe(true);
    expect((await t.data("GET", `/api/users/${member.id}`, admin)).photoVerified).toBe(true);
    // The badge is public (ADR 0047): whether, never the selfie.
    expect((await t.data("GET", `/api/users/${member.id}`, other)).photoVerified).toBe(true);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "approve-photo-check")));
    expect(entry?.targetUserId).toBe(member.id);

    await t.app.deps.jobs.runOnce();
    const mails = mailbox.to(member.email);
    expect(mails.map((m) => m.subject)).toEqual([PHOTO_CHECK_MESSAGES.approvedTitle]);
    expect(mails[0]!.text).toContain("/profile/photo");

    // Decided once: again is 409; an unknown check 404; not an id 404.
    expect((await approve(admin, id)).statusCode).toBe(409);
    expect((await reject(admin, id, "late")).statusCode).toBe(409);
    expect((await approve(admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await approve(admin, "nope")).statusCode).toBe(404);

    // A new avatar: the check compared the old face, so it no longer holds.
    await setAvatar({ tx: db(), userId: member.id, avatar: "new-face.webp" });
    expect((await status(member)).status).toBe("none");
    expect((await t.data("GET", `/api/users/${member.id}`, member)).photoVerified).toBe(false);
  });

  it("rejects only with a reason of 300 characters at most; the member reads it, is told, and may try again", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login();
    const id = await pendingCheckOf(member);
    for (const reason of [undefined, "", "   ", 42]) {
      const res = await reject(admin, id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PHOTO_CHECK_MESSAGES.reasonRequired);
    }
    const long = await reject(admin, id, "x".repeat(301));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(PHOTO_CHECK_MESSAGES.reasonTooLong);

    const reason = "Your hand is not touching your ear.";
    expect((await reject(admin, id, ` ${reason} `)).statusCode).toBe(200);
    const seen = await status(member);
    expect(seen).toMatchObject({ status: "rejected", reason, photoVerified: false });
    await t.app.deps.jobs.runOnce();
    const mail = mailbox.to(member.email).at(-1)!;
    expect(mail.subject).toBe(PHOTO_CHECK_MESSAGES.rejectedTitle);
    expect(mail.text).toContain(reason);

    const retry = await start(member);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ status: "awaiting", reason: null });
  });

  it("never answers 5xx to odd input", async () => {
    const admin = await t.login({ role: "admin" });
    for (const query of [
      "?cursor=garbage",
      "?limit=0",
      "?limit=abc",
      "?cursor=00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await queue(admin, query)).statusCode).toBeLessThan(500);
    }
    expect((await t.call("GET", "/api/admin/photo-checks/nope/selfie", admin)).statusCode).toBe(404);
    const id = await pendingCheckOf(await t.login());
    for (const body of [{ reason: null }, { reason: ["a"] }, { reason: { a: 1 } }]) {
      expect((await t.call("POST", `/api/admin/photo-checks/${id}/reject`, admin, body)).statusCode).toBe(
        400,
      );
    }
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/users/me/photo-check/selfie",
      headers: { ...admin.headers, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x\r\nbroken",
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe("races (real on PostgreSQL)", () => {
  it("two admins deciding at once: one wins, the other gets 409", async () => {
    const [a, b] = [await t.login({ role: "admin" }), await t.login({ role: "admin" })];
    for (let i = 0; i < 4; i++) {
      const id = await pendingCheckOf(await t.login());
      const answers = await Promise.all([approve(a, id), reject(b, id, "Not the same person.")]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const entries = await db()
        .select()
        .from(auditLog)
        .where(
          eq(
            auditLog.targetUserId,
            (await db().select({ u: photoChecks.userId }).from(photoChecks).where(eq(photoChecks.id, id)))[0]!
              .u,
          ),
        );
      expect(entries).toHaveLength(1);
    }
  });

  it("two uploads at once: one is taken, the other gets 409; two starts at once make one check", async () => {
    for (let i = 0; i < 4; i++) {
      const member = await t.login();
      const starts = await Promise.all([start(member), start(member)]);
      expect(starts.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(starts[0]!.json().data.pose).toBe(starts[1]!.json().data.pose);
      const answers = await Promise.all([upload(member, jpeg(200, 150)), upload(member, png(150, 200))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await db().select().from(photoChecks).where(eq(photoChecks.userId, member.id))).toHaveLength(1);
    }
  });
});

describe("the purge", () => {
  it("erases selfies 30 days after the decision, keeping the check; pending ones stay", async () => {
    const admin = await t.login({ role: "admin" });
    const decided = await t.login();
    const waiting = await t.login();
    const id = await pendingCheckOf(decided);
    await pendingCheckOf(waiting);
    expect((await approve(admin, id)).statusCode).toBe(200);
    const now = clock().now();
    expect(await purgeDecidedSelfies({ db: db(), now: new Date(now.getTime() + 29 * DAY) })).toBe(0);
    expect(
      await purgeDecidedSelfies({ db: db(), now: new Date(now.getTime() + 31 * DAY) }),
    ).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(photoChecks).where(eq(photoChecks.id, id));
    expect(row).toMatchObject({ selfie: null, status: "approved" });
    expect((await t.call("GET", `/api/admin/photo-checks/${id}/selfie`, admin)).statusCode).toBe(404);
    const [kept] = await db().select().from(photoChecks).where(eq(photoChecks.userId, waiting.id));
    expect(kept!.selfie).not.toBeNull();
    const [user] = await db()
      .select({ at: users.photoVerifiedAt })
      .from(users)
      .where(eq(users.id, decided.id));
    expect(user!.at).not.toBeNull();
  });
});
