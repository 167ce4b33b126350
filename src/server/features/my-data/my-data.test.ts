import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES, DATA_EXPORTS_PER_DAY, DELETED_MEMBER, MY_DATA_MESSAGES } from "../../../shared/texts";
import { queryRows } from "../../db/client";
import {
  attendance,
  auditLog,
  checkIns,
  dataExports,
  emailOptOuts,
  events,
  flags,
  helpRequests,
  images,
  participants,
  pushSubscriptions,
  reviews,
  trustedContacts,
  userImages,
  users,
  waitlist,
} from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent, createUser } from "../../test/factories";
import { jpeg } from "../../test/images";
import { postMultipart } from "../../test/multipart";
import { DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { signDevIdToken } from "../dev-idp/issuer";
import { loadDevIdpKeys } from "../dev-idp/keys";
import { NOT_EXPORTED, ON_DELETE, PARTS } from "./catalogue";
import { pruneMyData } from "./export-service";

const t = testAppForFile();
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof t.login>>;

// Every column of the schema that points at a member, read from the database's own catalogue, so a
// table added tomorrow is in this list without anyone remembering it.
async function memberColumns() {
  const rows = await queryRows<{ table: string; column: string }>(
    t.database.db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = 'public.users'::regclass
        order by 1, 2`,
  );
  return [
    ...rows.map((r) => `${r.table.replace(/^"|"$/g, "")}.${r.column}`),
    "users.id",
  ].sort() as `${string}.${string}`[];
}

async function primaryKeyColumns(table: string) {
  const rows = await queryRows<{ column: string }>(
    t.database.db,
    sql`select a.attname as "column" from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
        where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary`,
  );
  return rows.map((r) => r.column);
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

// Asks for a copy, runs the queue, and answers the unzipped files.
async function exportOf(who: Member, url = "/api/users/me/data-export") {
  const asked = await t.call("POST", url, who);
  expect(asked.statusCode).toBe(201);
  await t.app.deps.jobs.runOnce();
  const latest = await t.data("GET", url, who);
  expect(latest).toMatchObject({ _id: asked.json().data._id, status: "ready" });
  const download = await t.call("GET", `/api/data-exports/${latest._id}/download`, who);
  expect(download.statusCode).toBe(200);
  expect(download.headers["content-type"]).toBe("application/zip");
  expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="meetup-data-.*\.zip"$/);
  return { id: latest._id as string, files: unzipSync(new Uint8Array(download.rawPayload)) };
}

const parse = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];

// A member with a row in every table that points at members, made through the API where it exists.
async function busyMember() {
  const db = t.database.db;
  const member = await t.login();
  const host = await t.login({ overrides: { name: "Rohan Host" } });
  const other = await t.login();
  const admin = await t.login({ role: "admin" });
  // A picture of their own (keys are content hashes: a random one stands for a picture nobody else has).
  const picture = `${randomBytes(20).toString("hex")}.webp`;
  await t.app.deps.storage.put(picture, await jpeg());
  await db.update(users).set({ avatar: picture }).where(eq(users.id, member.id));
  await db.insert(userImages).values({ userId: member.id, image: picture, position: 0 });
  // Hosts one upcoming listing; joins another's, accepted (a seat, a chat group, a notification).
  const hosted = await createEvent(db, { createdBy: member.id });
  const joined = await createEvent(db, { createdBy: host.id });
  expect((await t.call("POST", `/api/events/${joined.id}/join`, member)).statusCode).toBe(200);
  expect(
    (await t.call("POST", `/api/events/${joined.id}/request/${member.id}/approve`, host)).statusCode,
  ).toBe(200);
  // Another member asks to join the hosted one and is accepted (they will hear of the cancellation).
  expect((await t.call("POST", `/api/events/${hosted.id}/join`, other)).statusCode).toBe(200);
  expect(
    (await t.call("POST", `/api/events/${hosted.id}/request/${other.id}/approve`, member)).statusCode,
  ).toBe(200);
  expect(
    (await t.call("POST", `/api/group/messages/send/${joined.id}`, member, { content: "See you all there" }))
      .statusCode,
  ).toBe(200);
  expect(
    (await t.call("POST", `/api/message/send/${host.id}`, member, { content: "Hello host" })).statusCode,
  ).toBe(200);
  // What others wrote to them: a direct answer and a line in the group (issue 25 item 13).
  expect(
    (await t.call("POST", `/api/message/send/${member.id}`, host, { content: "Welcome aboard" })).statusCode,
  ).toBe(200);
  const gate = await t.call("POST", `/api/group/messages/send/${joined.id}`, host, {
    content: "Meet at the gate",
  });
  expect(gate.statusCode).toBe(200);
  // They reacted to the host's line and reported it (issue 28 items 2 and 6).
  const gateId = gate.json().data._id;
  expect(
    (await t.call("PUT", `/api/messages/${gateId}/reactions`, member, { reaction: "👍" })).statusCode,
  ).toBe(200);
  expect(
    (await t.call("POST", `/api/messages/${gateId}/report`, member, { reason: "Too early" })).statusCode,
  ).toBe(200);
  // They reported the host's listing they joined (issue 42 item 4).
  expect(
    (await t.call("POST", `/api/events/${joined.id}/report`, member, { reason: "misleading" })).statusCode,
  ).toBe(200);
  // A past experience they went to and reviewed.
  const past = await createEvent(db, {
    createdBy: host.id,
    fromDate: new Date(Date.now() - 3 * DAY),
    toDate: new Date(Date.now() - 2 * DAY),
  });
  await db.insert(participants).values({ eventId: past.id, userId: member.id, requestStatus: "accepted" });
  await db.insert(reviews).values({ eventId: past.id, userId: member.id, stars: 5, reviewText: "Lovely" });
  // They reported another member's review of it (issue 27 item 6).
  const [othersReview] = await db
    .insert(reviews)
    .values({ eventId: past.id, userId: other.id, stars: 1, reviewText: "Awful" })
    .returning();
  expect(
    (await t.call("POST", `/api/reviews/${othersReview!.id}/flag`, member, { reason: "Unfair" })).statusCode,
  ).toBe(200);
  // The host marked them as having come; they wait for a seat of a full listing; they shared the one
  // they joined with a trusted contact and checked in to it.
  await db.insert(attendance).values({ eventId: past.id, userId: member.id, came: true, markedBy: host.id });
  const full = await createEvent(db, { createdBy: host.id, totalSlots: 1, availableSlots: 0 });
  await db.insert(waitlist).values({ eventId: full.id, userId: member.id });
  expect((await t.call("POST", `/api/events/${joined.id}/share`, member)).statusCode).toBeLessThan(300);
  // Making the link starts their check-in row; they have arrived.
  await db
    .update(checkIns)
    .set({ checkedInAt: new Date() })
    .where(and(eq(checkIns.eventId, joined.id), eq(checkIns.userId, member.id)));
  expect((await t.call("POST", `/api/users/flag/${other.id}`, member, { reason: "Rude" })).statusCode).toBe(
    200,
  );
  expect((await t.call("POST", `/api/users/flag/${member.id}`, other, { reason: "Spam" })).statusCode).toBe(
    200,
  );
  const blocked = await t.login();
  expect((await t.call("POST", `/api/users/block/${blocked.id}`, member)).statusCode).toBe(200);
  // They follow the host, and another member follows them (issue 27 item 7).
  expect((await t.call("PUT", `/api/users/${host.id}/follow`, member)).statusCode).toBe(200);
  expect((await t.call("PUT", `/api/users/${member.id}/follow`, other)).statusCode).toBe(200);
  expect((await t.call("POST", "/api/notifications/read", member)).statusCode).toBe(200);
  const prefs = await t.data("GET", "/api/users/me/notification-preferences", member);
  expect(
    (
      await t.call("PUT", "/api/users/me/notification-preferences", member, {
        ...prefs,
        quietHoursEnabled: false,
      })
    ).statusCode,
  ).toBe(200);
  await db.insert(emailOptOuts).values({ userId: member.id, category: "reminders" });
  await db.insert(pushSubscriptions).values({
    userId: member.id,
    endpoint: `https://push.example.test/device/${member.id}`,
    p256dh: "key",
    auth: "secret",
  });
  // A code sent to verify their phone (ADR 0041; the development stand-in takes the SMS).
  expect(
    (await t.call("POST", "/api/users/me/phone/code", member, { mobileNo: "98200 77777" })).statusCode,
  ).toBe(200);
  // A selfie for the photo check, the trusted contact they saved and a call for help (issue 38).
  expect((await t.call("POST", "/api/users/me/photo-check", member)).statusCode).toBe(200);
  const selfie = [{ name: "selfie", fileName: "me.jpg", contentType: "image/jpeg", body: await jpeg() }];
  expect((await postMultipart(t.app, "/api/users/me/photo-check/selfie", selfie, member)).statusCode).toBe(
    200,
  );
  await db.insert(trustedContacts).values({ userId: member.id, name: "Amma", phoneE164: "+919820011111" });
  await db
    .insert(helpRequests)
    .values({ eventId: joined.id, userId: member.id, kind: "team", details: "Lost" });
  // Their UPI ID, and the joined experience's costs (issue 28 item 7): an expense they added and paid,
  // one the host paid that they have a share of, a payment they made and one they received.
  expect((await t.call("PATCH", "/api/users/me", member, { upiId: "member@okicici" })).statusCode).toBe(200);
  const costs = `/api/group/expenses/${joined.id}`;
  const split = { kind: "equal", members: [member.id, host.id] };
  expect(
    (
      await t.call("POST", costs, member, {
        description: "Cab",
        amountPaise: 600_00,
        paidBy: member.id,
        split,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await t.call("POST", costs, host, {
        description: "Dinner",
        amountPaise: 400_00,
        paidBy: host.id,
        split,
      })
    ).statusCode,
  ).toBe(201);
  const payments = `/api/group/payments/${joined.id}`;
  expect((await t.call("POST", payments, member, { to: host.id, amountPaise: 100_00 })).statusCode).toBe(201);
  const paid = await t.data("POST", payments, host, { to: member.id, amountPaise: 200_00 });
  expect((await t.call("PATCH", `${payments}/${paid._id}/received`, member)).statusCode).toBe(200);
  return { member, host, other, admin, hosted, joined, past, picture };
}

describe("a member's copy of their data", () => {
  it("names every column that points at a member once: exported by one part, or left out with a reason", async () => {
    const columns = await memberColumns();
    const covered = PARTS.flatMap((part) => (part.covers ? [part.covers] : []));
    for (const column of columns) {
      const decisions = covered.filter((c) => c === column).length + (column in NOT_EXPORTED ? 1 : 0);
      expect({ column, decisions }).toEqual({ column, decisions: 1 });
      expect({ column, onDelete: column in ON_DELETE }).toEqual({ column, onDelete: true });
    }
    // Nothing is declared for a column that does not exist.
    for (const column of [...covered, ...Object.keys(NOT_EXPORTED), ...Object.keys(ON_DELETE)])
      expect(columns).toContain(column);
  });

  it("holds every row of the member in the database, checked table by table against the export", async () => {
    const { member, picture } = await busyMember();
    const { files } = await exportOf(member);
    for (const part of PARTS) expect(files[part.file], part.file).toBeDefined();
    for (const part of PARTS.filter((p) => p.covers)) {
      const [table, column] = part.covers!.split(".") as [string, string];
      const keys = await primaryKeyColumns(table);
      const rows = await queryRows<Record<string, unknown>>(
        t.database.db,
        sql`select ${sql.join(
          keys.map((k) => sql`${sql.identifier(k)}::text as ${sql.identifier(k)}`),
          sql`, `,
        )} from ${sql.identifier(table)} where ${sql.identifier(column)} = ${member.id}`,
      );
      // The member was given at least one row of every kind, so the check proves something.
      expect({ column: part.covers, rows: rows.length > 0 }).toEqual({ column: part.covers, rows: true });
      const exported = parse(files, part.file);
      for (const row of rows) {
        const match = exported.some((item) => keys.every((k) => String(item[camel(k)]) === row[k]));
        expect({ part: part.file, row, match }).toEqual({ part: part.file, row, match: true });
      }
    }
    // Their conversations come whole, each message with the other member's name.
    const received = parse(files, "messages-received.json");
    expect(received.map((m) => [m.content, m.senderName])).toEqual(
      expect.arrayContaining([
        ["Welcome aboard", "Rohan Host"],
        ["Meet at the gate", "Rohan Host"],
      ]),
    );
    expect(received.some((m) => m.content === "See you all there")).toBe(false);
    expect(parse(files, "messages-sent.json")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content: "Hello host", recipientName: "Rohan Host" }),
      ]),
    );
    // Their answers and their pictures come along; the push keys and ID token hashes do not.
    expect(parse(files, "answers.json")[0]).toMatchObject({ scenePreferences: ["Chai & Conversations"] });
    expect(parse(files, "profile.json")[0]).toMatchObject({ upiId: "member@okicici" });
    expect(parse(files, "expense-shares.json")).toEqual(
      expect.arrayContaining([expect.objectContaining({ description: "Dinner", paidByName: "Rohan Host" })]),
    );
    expect(files[`images/${picture}`]?.length).toBeGreaterThan(100);
    expect(strFromU8(files["push-devices.json"]!)).not.toContain("secret");
    expect(strFromU8(files["sign-ins.json"]!)).not.toContain("idTokenHash");
    // The request is in the audit log.
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, "request-data-export")));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(member.id);
  });

  it("is downloaded only by who asked for it, and not at all once expired", async () => {
    const member = await t.login();
    const stranger = await t.login();
    const admin = await t.login({ role: "admin" });
    const { id } = await exportOf(member);
    const url = `/api/data-exports/${id}/download`;
    expect((await t.call("GET", url)).statusCode).toBe(401);
    expect((await t.call("GET", url, stranger)).statusCode).toBe(404);
    expect((await t.call("GET", url, admin)).statusCode).toBe(404);
    expect((await t.call("GET", "/api/data-exports/not-a-uuid/download", member)).statusCode).toBe(404);
    // Someone else's latest copy is not theirs to see.
    expect(await t.data("GET", "/api/users/me/data-export", stranger)).toBeNull();
    // 24 hours on: expired, and gone from the download.
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await t.call("GET", url, member)).statusCode).toBe(404);
    expect(await t.data("GET", "/api/users/me/data-export", member)).toMatchObject({ status: "expired" });
    // The daily prune deletes it.
    await pruneMyData(t.database.db, new Date());
    expect(await t.database.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
    expect(await t.data("GET", "/api/users/me/data-export", member)).toBeNull();
  });

  it("is asked for by an admin for a member, downloaded by that admin only", async () => {
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    const otherAdmin = await t.login({ role: "admin" });
    const url = `/api/admin/users/${member.id}/data-export`;
    expect((await t.call("POST", url, member)).statusCode).toBe(403);
    expect((await t.call("POST", `/api/admin/users/${otherAdmin.id}/data-export`, admin)).statusCode).toBe(
      403,
    );
    expect((await t.call("POST", "/api/admin/users/not-a-uuid/data-export", admin)).statusCode).toBe(404);
    const { id, files } = await exportOf(admin, url);
    expect(parse(files, "profile.json")[0]).toMatchObject({ id: member.id });
    expect((await t.call("GET", `/api/data-exports/${id}/download`, member)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/data-exports/${id}/download`, otherAdmin)).statusCode).toBe(404);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, "request-data-export")));
    expect(logged!.actorId).toBe(admin.id);
  });
});

// Issue 25 item 7: each copy is a ZIP of everything a member has, built by this server.
describe("the budget of copies", () => {
  const url = "/api/users/me/data-export";

  it("makes one copy of twenty asks at once, the same one for all", async () => {
    const member = await t.login();
    const asks = await Promise.all(Array.from({ length: 20 }, () => t.call("POST", url, member)));
    expect(asks.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(asks.map((res) => res.json().data._id)).size).toBe(1);
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${DATA_EXPORTS_PER_DAY} copies a day, then refuses with a clear message and makes nothing`, async () => {
    const member = await t.login();
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i++) await exportOf(member);
    const refused = await t.call("POST", url, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: MY_DATA_MESSAGES.exportBudget,
      code: "myData.exportBudget",
    });
    const mine = eq(dataExports.userId, member.id);
    expect(await t.database.db.select().from(dataExports).where(mine)).toHaveLength(DATA_EXPORTS_PER_DAY);
    // An admin's copies for the member are counted apart: the member's budget does not block them.
    const admin = await t.login({ role: "admin" });
    expect((await t.call("POST", `/api/admin/users/${member.id}/data-export`, admin)).statusCode).toBe(201);
    // A day later the member may ask again.
    await t.database.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - DAY - 1000) })
      .where(and(mine, eq(dataExports.requestedBy, member.id)));
    expect((await t.call("POST", url, member)).statusCode).toBe(201);
  });

  it("streams a download in slices, byte for byte", async () => {
    const member = await t.login();
    const { id } = await exportOf(member);
    // A copy larger than several slices: the bytes must arrive whole and in order.
    const bytes = randomBytes(700 * 1024);
    await t.database.db
      .update(dataExports)
      .set({ zip: bytes, size: bytes.length })
      .where(eq(dataExports.id, id));
    const download = await t.call("GET", `/api/data-exports/${id}/download`, member);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-length"]).toBe(String(bytes.length));
    expect(Buffer.from(download.rawPayload).equals(bytes)).toBe(true);
  });
});

describe("deleting an account", () => {
  it("refuses without the exact confirmation word, changing nothing", async () => {
    const member = await t.login();
    for (const confirmation of ["", "delete", "DELETE ", "yes"]) {
      const res = await t.call("POST", "/api/users/me/delete", member, { confirmation });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please type DELETE to confirm.");
    }
    expect((await t.call("POST", "/api/users/me/delete", member, {})).statusCode).toBe(400);
    expect((await t.call("GET", `/api/users/${member.id}`, member)).statusCode).toBe(200);
  });

  it("revokes at once, erases the member, keeps what others need, and lets the identity register anew", async () => {
    const db = t.database.db;
    const keys = await loadDevIdpKeys(db);
    const email = `leaving-${Date.now()}@example.test`;
    const { member: seeded, host, other, hosted, joined, past, picture } = await busyMember();
    // Sign-in identity of the development issuer, so signing in again can be tried.
    await db
      .update(users)
      .set({ issuer: DEV_ISSUER, subject: devSubject(email), email })
      .where(eq(users.id, seeded.id));
    const member = seeded;
    const slotsBefore = (await db.select().from(events).where(eq(events.id, joined.id)))[0]!.availableSlots;

    const res = await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Your account has been deleted.");

    // The old access token is refused at once.
    expect((await t.call("GET", "/api/notifications", member)).statusCode).toBe(401);
    // Signing in with the same identity finds no account: onboarding as a new member.
    const idToken = await signDevIdToken(keys, { email });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { firebaseToken: idToken },
    });
    expect(login.statusCode).toBe(404);
    const check = await t.app.inject({
      method: "POST",
      url: "/api/users/check-user",
      payload: { firebaseToken: await signDevIdToken(keys, { email }) },
    });
    expect(check.json().data).toMatchObject({ exists: false });

    // The tombstone: nothing personal left, named Deleted member, no picture, nobody to open.
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: DELETED_MEMBER,
      email: "",
      mobileNo: "",
      avatar: null,
      isBanned: true,
      scenePreferences: [],
      socialLinks: {},
    });
    expect(row!.deletedAt).not.toBeNull();
    expect((await t.call("GET", `/api/users/${member.id}`, host)).statusCode).toBe(404);
    expect(await db.select({ key: images.key }).from(images).where(eq(images.key, picture))).toEqual([]);

    // Every row the deletion erases is gone.
    for (const [column, fate] of Object.entries(ON_DELETE)) {
      if (fate !== "erase") continue;
      const [table, field] = column.split(".") as [string, string];
      const left = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(field)} = ${member.id}`,
      );
      expect({ column, left: left[0]!.n }).toEqual({ column, left: 0 });
    }

    // Their upcoming listing is cancelled and its member told; their seat is given back.
    expect((await db.select().from(events).where(eq(events.id, hosted.id)))[0]!.eventStatus).toBe(
      "cancelled",
    );
    const told = (await t.data("GET", "/api/notifications", other)).items;
    expect(told).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "event_cancelled" })]));
    expect((await db.select().from(events).where(eq(events.id, joined.id)))[0]!.availableSlots).toBe(
      slotsBefore + 1,
    );

    // Their group message stays for the others, from Deleted member; the review stays, anonymised.
    const thread = await t.data("GET", `/api/group/messages/${joined.id}`, host);
    const said = JSON.stringify(thread);
    expect(said).toContain("See you all there");
    expect(said).toContain(DELETED_MEMBER);
    expect(await db.select().from(reviews).where(eq(reviews.userId, member.id))).toHaveLength(1);
    expect((await db.select().from(participants).where(eq(participants.eventId, past.id))).length).toBe(1);

    // Flags against them stay for the admins 90 days, then the prune deletes them.
    expect(await db.select().from(flags).where(eq(flags.userId, member.id))).toHaveLength(1);
    await pruneMyData(db, new Date(Date.now() + 89 * DAY));
    expect(await db.select().from(flags).where(eq(flags.userId, member.id))).toHaveLength(1);
    await pruneMyData(db, new Date(Date.now() + 91 * DAY));
    expect(await db.select().from(flags).where(eq(flags.userId, member.id))).toHaveLength(0);

    // The deletion is in the audit log, by the member.
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, "delete-account")));
    expect(logged!.actorId).toBe(member.id);

    // Out of people lists: not found for flags or blocks; a message to them is refused with a sentence.
    const sent = await t.call("POST", `/api/message/send/${member.id}`, host, { content: "hi" });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(CHAT_MESSAGES.memberDeleted);
    expect((await t.call("POST", `/api/users/block/${member.id}`, host)).statusCode).toBe(404);
  });

  // Issue 25 item 9: the member's own words that other records keep.
  it("erases their contest reasons and the descriptions of their cancelled listings, keeping the names", async () => {
    const db = t.database.db;
    const member = await t.login();
    const host = await t.login();
    const past = await createEvent(db, {
      createdBy: host.id,
      fromDate: new Date(Date.now() - 3 * DAY),
      toDate: new Date(Date.now() - 2 * DAY),
    });
    await db.insert(attendance).values({
      eventId: past.id,
      userId: member.id,
      came: false,
      markedBy: host.id,
      contestReason: "I was there, ask Meera who sat next to me",
      contestedAt: new Date(),
    });
    const listing = await createEvent(db, {
      createdBy: member.id,
      name: "Old Goa heritage cycle",
      description: "My own words about my own plan, which nobody needs once it is off.",
    });
    const deleted = await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" });
    expect(deleted.statusCode).toBe(200);
    const [mark] = await db.select().from(attendance).where(eq(attendance.userId, member.id));
    expect(mark).toMatchObject({ came: false, contestReason: null });
    const [cancelled] = await db.select().from(events).where(eq(events.id, listing.id));
    expect(cancelled).toMatchObject({
      eventStatus: "cancelled",
      name: "Old Goa heritage cycle",
      description: "",
    });
  });

  it("is done by an admin for a member only, recorded with the admin as actor", async () => {
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    const otherAdmin = await t.login({ role: "admin" });
    const stranger = await t.login();
    const body = { confirmation: "DELETE" };
    expect((await t.call("POST", `/api/admin/users/${member.id}/delete`, stranger, body)).statusCode).toBe(
      403,
    );
    expect((await t.call("POST", `/api/admin/users/${member.id}/delete`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await t.call("POST", `/api/admin/users/${otherAdmin.id}/delete`, admin, body)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call("POST", `/api/admin/users/${member.id}/delete`, admin, { confirmation: "nope" }))
        .statusCode,
    ).toBe(400);
    expect((await t.call("GET", "/api/notifications", member)).statusCode).toBe(200);

    const res = await t.call("POST", `/api/admin/users/${member.id}/delete`, admin, body);
    expect(res.statusCode).toBe(200);
    expect((await t.call("GET", "/api/notifications", member)).statusCode).toBe(401);
    expect((await t.call("POST", `/api/admin/users/${member.id}/delete`, admin, body)).statusCode).toBe(409);
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, "delete-account")));
    expect(logged!.actorId).toBe(admin.id);
    // Gone from the admins' member list and from what they can ban or unban.
    const listed = await t.data("GET", "/api/admin/users", admin);
    expect(listed.map((u: { _id: string }) => u._id)).not.toContain(member.id);
    expect((await t.call("PATCH", `/api/admin/users/${member.id}/unban`, admin)).statusCode).toBe(404);
    expect((await t.call("POST", `/api/admin/users/${member.id}/data-export`, admin)).statusCode).toBe(404);
  });

  it("leaves a shared picture that another member also uses", async () => {
    const db = t.database.db;
    const key = `${"b".repeat(40)}.webp`;
    await t.app.deps.storage.put(key, await jpeg());
    const member = await t.login({ overrides: { avatar: key } });
    await createUser(db, { avatar: key });
    expect(
      (await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" })).statusCode,
    ).toBe(200);
    expect(await db.select({ key: images.key }).from(images).where(eq(images.key, key))).toHaveLength(1);
  });
});
