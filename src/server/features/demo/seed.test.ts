import { existsSync } from "node:fs";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { structuredKind } from "../../../shared/chat-content";
import {
  compatibilityScores,
  events,
  flags,
  groups,
  locations,
  messages,
  notifications,
  participants,
  reviews,
  users,
} from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { seedDemoData } from "./seed";

const t = testAppForFile();

describe("demo data", () => {
  it("fills an empty database once with members, an admin and events in every state", async () => {
    const { db, storage } = t.app.deps;
    const summary = await seedDemoData({ db, storage });
    expect(summary).not.toBeNull();
    const members = await db.select().from(users);
    expect(members.length).toBeGreaterThanOrEqual(15);
    expect(members.filter((m) => m.role === "admin")).toHaveLength(1);
    expect(new Set(members.map((m) => m.vibe)).size).toBe(3);
    expect(members.every((m) => m.avatar?.endsWith(".webp"))).toBe(true);
    expect(await storage.get(members[0]!.avatar!)).not.toBeNull();
    // Where every instance serves it from: the images table, not this instance's DATA_DIR.
    expect((await t.call("GET", `/uploads/${members[0]!.avatar}`)).statusCode).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, "uploads"))).toBe(false);

    const rows = await db.select().from(events);
    expect(new Set(rows.map((e) => e.category)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((e) => e.state)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((e) => e.status))).toEqual(new Set(["approved", "pending", "rejected"]));
    expect(new Set(rows.map((e) => e.eventStatus))).toEqual(new Set(["ongoing", "completed", "cancelled"]));
    expect(rows.some((e) => e.toDate < new Date())).toBe(true);
    expect(rows.every((e) => e.image?.startsWith("/images/"))).toBe(true);
    const places = await db.select().from(locations);
    for (const e of rows) {
      expect(places.find((p) => p.state === e.state)?.cities, `${e.city}, ${e.state}`).toContain(e.city);
    }

    const requests = await db.select().from(participants);
    expect(new Set(requests.map((p) => p.requestStatus))).toEqual(new Set(["requested", "accepted"]));
    // Slots left always equal total minus accepted members.
    for (const event of rows) {
      const accepted = requests.filter(
        (p) => p.eventId === event.id && p.requestStatus === "accepted",
      ).length;
      expect(event.availableSlots, event.name).toBe(event.totalSlots - accepted);
    }
    expect((await db.select().from(reviews)).length).toBeGreaterThan(0);

    expect((await db.select().from(flags)).length).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(compatibilityScores)).toHaveLength(1);
    // Every approved event has its chat group with the host in it.
    const approved = rows.filter((e) => e.status === "approved");
    const chatGroups = await db.select().from(groups);
    expect(chatGroups).toHaveLength(approved.length);
    // Each group chat has a conversation ending in the host's RSVP poll (upcoming) or review
    // request (past), and members have direct conversations.
    const groupMessages = await db.select().from(messages).where(isNotNull(messages.groupId));
    for (const group of chatGroups) {
      const event = rows.find((e) => e.id === group.eventId)!;
      const thread = groupMessages
        .filter((m) => m.groupId === group.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const last = thread.at(-1)!;
      expect(structuredKind(last.content), event.name).toBe(event.toDate < new Date() ? "review" : "rsvp");
      expect(last.senderId).toBe(event.createdBy);
    }
    expect((await db.select().from(messages).where(isNotNull(messages.recipientId))).length).toBeGreaterThan(
      2,
    );
    expect((await db.select().from(notifications)).length).toBeGreaterThan(0);

    expect(await seedDemoData({ db, storage })).toBeNull();
    // Seventy-odd listings, each with its requests, group and chat: more than the default 30 s on a
    // busy 2-core machine.
  }, 120_000);
});
