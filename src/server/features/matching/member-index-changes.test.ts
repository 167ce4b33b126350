import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";
import { createMemberIndex, type Snapshot } from "./member-index";

// Issue 39 item 1: the member index is changed in place from the change log (ADR 0051), never read
// again whole for a change. Over random populations and random changes (a name, answers, a city, a
// gender, a ban and its lifting, a new member, an erased one), the index changed in place equals one
// read afresh at the same counter, on both databases (TEST_DATABASE_URL runs this file on PostgreSQL).
const t = testAppForFile();

async function membersCounter(): Promise<number> {
  const [row] = await queryRows<{ value: string }>(
    t.database.db,
    sql`select value from app_counters where key = 'members'`,
  );
  return Number(row?.value ?? 0);
}

const contents = (s: { members: { id: string }[]; byId: Map<string, unknown> }) => ({
  members: Object.fromEntries([...s.members].sort((a, b) => (a.id < b.id ? -1 : 1)).map((m) => [m.id, m])),
  byId: [...s.byId.keys()].sort(),
});

// Per member (by id), the answers of the set the table gives them, and the sets' sizes by answers.
const setsOf = (s: Snapshot) => {
  const { table } = s;
  expect(table.length).toBe(s.members.length);
  const answers = (set: number) =>
    [table.prefs, table.scenes, table.purpose, table.energy, table.spontaneity, table.vibe].map(
      (c) => c[set],
    );
  const sizes = new Map<string, number>();
  for (let set = 0; set < table.count; set++) {
    if (table.size[set]! > 0) sizes.set(answers(set).join(","), table.size[set]!);
  }
  const members = s.members.map((m, i) => [m.id, answers(table.profileOf[i]!)] as const);
  return { members: Object.fromEntries(members), sizes: Object.fromEntries([...sizes].sort()) };
};

const SCENES = [
  "Chai & Conversations",
  "Live Gigs & Music Jams",
  "Food Trails & Cafe Hopping",
  "Party & Nightlife",
];

describe("the member index, changed in place", () => {
  for (const seed of [1, 2, 3]) {
    it(`changed in place equals a fresh read (population ${seed})`, async () => {
      const db = t.database.db;
      const r = seededRandom(seed);
      const ids = (await Promise.all(Array.from({ length: 12 }, () => createUser(db)))).map((u) => u.id);
      const live = createMemberIndex(db);
      const before = await live.snapshotAt(await membersCounter());
      const changes: (() => Promise<unknown>)[] = [
        () =>
          db
            .update(users)
            .set({ name: `Renamed ${r.int(1000)}` })
            .where(eq(users.id, r.pick(ids))),
        () =>
          db
            .update(users)
            .set({ scenePreferences: [r.pick(SCENES), r.pick(SCENES)] })
            .where(eq(users.id, r.pick(ids))),
        () =>
          db
            .update(users)
            .set({ currentCity: r.pick(["Pune", "Mumbai", "Bengaluru"]) })
            .where(eq(users.id, r.pick(ids))),
        () =>
          db
            .update(users)
            .set({ gender: r.pick(["female", "male"] as const) })
            .where(eq(users.id, r.pick(ids))),
        () =>
          db
            .update(users)
            .set({ isBanned: true })
            .where(eq(users.id, r.pick(ids))),
        () =>
          db
            .update(users)
            .set({ isBanned: false })
            .where(eq(users.id, r.pick(ids))),
        async () => ids.push((await createUser(db)).id),
        () => db.delete(users).where(eq(users.id, ids.splice(r.int(ids.length), 1)[0]!)),
        // What the index does not read changes nothing and logs nothing.
        () =>
          db
            .update(users)
            .set({ upiId: `member${r.int(1000)}@upi` })
            .where(eq(users.id, r.pick(ids))),
      ];
      for (let i = 0; i < 30; i++) await r.pick(changes)();
      const counter = await membersCounter();
      const changed = await live.snapshotAt(counter);
      expect(changed).toBe(before); // changed in place
      expect(changed.generation).toBe(counter);
      const fresh = await createMemberIndex(db).snapshotAt(counter);
      expect(contents(changed)).toEqual(contents(fresh));
      // The table of answers kept in step: each member's set holds their answers, each set's size
      // counts its members.
      expect(setsOf(changed)).toEqual(setsOf(fresh));
    });
  }

  it("logs nothing for a change it does not read", async () => {
    const db = t.database.db;
    const member = await createUser(db);
    const before = await membersCounter();
    await db.update(users).set({ upiId: "riya@okaxis" }).where(eq(users.id, member.id));
    expect(await membersCounter()).toBe(before);
    await db.update(users).set({ currentCity: "Pune" }).where(eq(users.id, member.id));
    expect(await membersCounter()).toBe(before + 1);
  });
});
