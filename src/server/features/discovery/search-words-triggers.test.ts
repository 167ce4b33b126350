import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { events, searchWords } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";

// search_words holds every word of three letters or more of the listed experiences (approved and
// running) with how many hold it, kept by the triggers of migration 0038 in each change's own
// transaction. After every kind of change the table must equal a count made afresh from events.

let database: Database;
let hostId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  hostId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

async function kept(): Promise<Record<string, number>> {
  const rows = await database.db.select().from(searchWords);
  return Object.fromEntries(rows.map((r) => [r.word, r.listings]).sort());
}

async function counted(): Promise<Record<string, number>> {
  const rows = await queryRows<{ word: string; listings: number }>(
    database.db,
    sql`select word, count(*)::integer as listings
        from events, unnest(tsvector_to_array(search_vector)) as word
        where status = 'approved' and event_status = 'ongoing' and char_length(word) >= 3
        group by word`,
  );
  return Object.fromEntries(rows.map((r) => [r.word, r.listings]).sort());
}

const make = (name: string, o: Partial<Parameters<typeof createEvent>[1]> = {}) =>
  createEvent(database.db, {
    createdBy: hostId,
    name,
    description: "Quiet morning.",
    category: "Wellness",
    city: "Pune",
    state: "Maharashtra",
    ...o,
  });

describe("search_words", () => {
  it("counts the words of listed experiences, accents folded, as they are made", async () => {
    const a = await make("Sunrise trek Café");
    await make("Sunrise yoga");
    await make("Hidden pending trek", { status: "pending" });
    const words = await kept();
    expect(words).toMatchObject({ sunrise: 2, trek: 1, cafe: 1, yoga: 1, quiet: 2, pune: 2 });
    expect(words).not.toHaveProperty("café");
    expect(words).not.toHaveProperty("hidden");
    expect(words).toEqual(await counted());
    expect(a.status).toBe("approved");
  });

  it("follows an approval, an edit, a closing and a delete", async () => {
    const [pending] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, "Hidden pending trek"));
    await database.db.update(events).set({ status: "approved" }).where(eq(events.id, pending!.id));
    expect(await kept()).toMatchObject({ hidden: 1, trek: 2 });

    await database.db.update(events).set({ name: "Hidden pending hike" }).where(eq(events.id, pending!.id));
    expect(await kept()).toMatchObject({ hike: 1, trek: 1 });
    expect(await kept()).toEqual(await counted());

    // Seats, dates and the like change no word and write nothing.
    await database.db.update(events).set({ availableSlots: 1 }).where(eq(events.id, pending!.id));
    expect(await kept()).toEqual(await counted());

    await database.db.update(events).set({ eventStatus: "cancelled" }).where(eq(events.id, pending!.id));
    const afterClosing = await kept();
    expect(afterClosing).not.toHaveProperty("hidden");
    expect(afterClosing).not.toHaveProperty("hike");
    expect(afterClosing).toEqual(await counted());

    const [sunriseTrek] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, "Sunrise trek Café"));
    await database.db.delete(events).where(eq(events.id, sunriseTrek!.id));
    const afterDelete = await kept();
    expect(afterDelete).not.toHaveProperty("trek");
    expect(afterDelete).not.toHaveProperty("cafe");
    expect(afterDelete).toMatchObject({ sunrise: 1 });
    expect(afterDelete).toEqual(await counted());
  });

  it("adds a bulk insert once per word and follows a bulk update", async () => {
    const rows = await database.db
      .insert(events)
      .values(
        ["Lake walk", "Lake swim", "Lake café"].map((name) => ({
          name,
          description: "By the water.",
          category: "Wellness",
          city: "Nashik",
          state: "Maharashtra",
          fromDate: new Date(Date.now() + 86_400_000),
          toDate: new Date(Date.now() + 2 * 86_400_000),
          time: "07:00",
          totalSlots: 4,
          availableSlots: 4,
          paymentType: "dutch" as const,
          createdBy: hostId,
          status: "approved" as const,
        })),
      )
      .returning({ id: events.id });
    expect(await kept()).toMatchObject({ lake: 3, water: 3, nashik: 3, cafe: 1 });
    expect(await kept()).toEqual(await counted());

    await database.db
      .update(events)
      .set({ eventStatus: "completed" })
      .where(
        inArray(
          events.id,
          rows.slice(0, 2).map((r) => r.id),
        ),
      );
    expect(await kept()).toMatchObject({ lake: 1, water: 1, cafe: 1 });
    expect(await kept()).toEqual(await counted());
  });
});
