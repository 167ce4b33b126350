import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { events, groups } from "../db/schema";
import { createEvent, type createUser, type SignedIn as Member } from "./factories";

// Someone the scene seats: a member already signed in, or the fields of a new one.
type Who = Member | Parameters<typeof createUser>[1];

// What the scene asks of a TestApp (test/app.ts, which offers it as `t.group`).
type Seating = {
  database: Database;
  login(opts: { role?: "admin"; overrides?: Parameters<typeof createUser>[1] }): Promise<Member>;
  call(method: "PATCH" | "POST", url: string, who: Member): Promise<{ statusCode: number; body: string }>;
};

export type GroupOptions = {
  host?: Who;
  // Asked to join and accepted by the host: one unless said.
  seekers?: number | Who[];
  // Asked to join and still waiting for the host's answer.
  waiting?: number | Who[];
  event?: Partial<typeof events.$inferInsert>;
};

export type EventGroup = {
  admin: Member;
  host: Member;
  seekers: Member[];
  // The first of `seekers`, for the many scenes with one (none without seekers).
  seeker: Member;
  waiting: Member[];
  // The listing as it stands once everyone is seated.
  event: typeof events.$inferSelect;
  groupId: string;
};

/**
 * An approved event with its group chat: the host's listing approved by an admin, then each seeker's
 * request sent and accepted, each through the API (the approval opens the group, an acceptance seats
 * its member in it, and each tells whom it tells). The members are created in the order named.
 */
export async function openEventGroup(t: Seating, opts: GroupOptions = {}): Promise<EventGroup> {
  const seat = (who: Who = {}) => ("headers" in who ? who : t.login({ overrides: who }));
  const many = async (list: number | Who[]) => {
    const members: Member[] = [];
    for (const who of typeof list === "number" ? Array.from({ length: list }, () => ({})) : list)
      members.push(await seat(who));
    return members;
  };
  const ok = async (...request: Parameters<Seating["call"]>) => {
    const res = await t.call(...request);
    expect(res.statusCode, `${request[0]} ${request[1]}: ${res.body}`).toBe(200);
  };

  const admin = await t.login({ role: "admin" });
  const host = await seat(opts.host);
  const seekers = await many(opts.seekers ?? 1);
  const waiting = await many(opts.waiting ?? 0);
  const db = t.database.db;
  const { id } = await createEvent(db, { ...opts.event, createdBy: host.id, status: "pending" });
  await ok("PATCH", `/api/admin/events/${id}/approve`, admin);
  for (const seeker of seekers) {
    await ok("POST", `/api/events/${id}/join`, seeker);
    await ok("POST", `/api/events/${id}/request/${seeker.id}/approve`, host);
  }
  for (const member of waiting) await ok("POST", `/api/events/${id}/join`, member);
  const [event] = await db.select().from(events).where(eq(events.id, id));
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, id));
  return { admin, host, seekers, seeker: seekers[0]!, waiting, event: event!, groupId: group!.id };
}
