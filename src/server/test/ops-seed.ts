import { createHash } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { groupMembers, groups, images, messages, participants, userImages } from "../db/schema";
import { databaseStorage } from "../platform/database-storage";
import { createEvent, createUser } from "./factories";
import { jpeg, png } from "./images";

// A small community for the backup and migration tests: members (one with a picture), an event with
// its group and participants, direct and group messages, and two images stored through the app's
// storage, so that every kind of column (uuid, enum, array, jsonb, timestamptz, bytea, the generated
// search vector) is in a row that must come back.
export async function seedCommunity(db: Db) {
  const storage = databaseStorage(db);
  await storage.put("avatar-seed.webp", await jpeg(120, 90));
  await storage.put("event-seed.webp", await png(200, 100));
  const host = await createUser(db);
  await db.insert(userImages).values({ userId: host.id, image: "avatar-seed.webp", position: 0 });
  const guests = [await createUser(db), await createUser(db), await createUser(db)];
  const event = await createEvent(db, { createdBy: host.id, image: "event-seed.webp" });
  await db
    .insert(participants)
    .values(guests.map((g) => ({ eventId: event.id, userId: g.id, requestStatus: "accepted" as const })));
  const [group] = await db.insert(groups).values({ eventId: event.id, groupName: event.name }).returning();
  await db.insert(groupMembers).values([host, ...guests].map((m) => ({ groupId: group!.id, userId: m.id })));
  await db.insert(messages).values([
    { senderId: host.id, groupId: group!.id, content: "Welcome, everyone! Meet at 5:30 sharp." },
    { senderId: guests[0]!.id, groupId: group!.id, content: "See you there 🙌" },
    { senderId: guests[1]!.id, recipientId: host.id, content: "Is parking available near the gate?" },
    { senderId: host.id, recipientId: guests[1]!.id, content: "Yes, right by the entrance." },
  ]);
  return { host, guests, event };
}

// Rows per table as the app's Drizzle client reads them, for before/after comparisons.
export async function countRows(db: Db): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`)) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from public."${name}"`),
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

// Every image's key with the sha256 of its bytes.
export async function imageDigests(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: images.key, bytes: images.bytes })
    .from(images)
    .orderBy(asc(images.key));
  return Object.fromEntries(rows.map((r) => [r.key, createHash("sha256").update(r.bytes).digest("hex")]));
}
