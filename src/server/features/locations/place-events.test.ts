import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent, createUser } from "../../test/factories";
import { placeEvents } from "./service";

// Listings loaded in bulk (demo data, a restore, the bench's seed) are placed at their city's
// coordinates at start, in batches: more than one batch here, and a city not in the list stays
// unplaced without holding the others back.
const t = testAppForFile();

describe("placing listings at their city", () => {
  it("places every listing of a known city, batch after batch, and leaves the others", async () => {
    const db = t.database.db;
    const host = await createUser(db);
    const template = await createEvent(db, { createdBy: host.id, city: "Pune", state: "Maharashtra" });
    const { id: _, createdAt: __, ...copy } = template;
    const loaded = await db
      .insert(events)
      .values(Array.from({ length: 2300 }, () => ({ ...copy, lat: null, lng: null })))
      .returning({ id: events.id });
    const [nowhere] = await db
      .insert(events)
      .values({ ...copy, city: "Atlantis", state: "Nowhere", lat: null, lng: null })
      .returning({ id: events.id });

    await placeEvents({ db });

    const ids = loaded.map((l) => l.id);
    const [placed] = await db
      .select({
        n: sql<number>`count(*)::int`,
        lat: sql<number>`min(${events.lat})`,
        lng: sql<number>`max(${events.lng})`,
      })
      .from(events)
      .where(inArray(events.id, ids));
    expect(placed).toEqual({ n: 2300, lat: template.lat, lng: template.lng });
    const [unplaced] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(sql`${inArray(events.id, ids)} and ${events.lat} is null`);
    expect(unplaced!.n).toBe(0);
    const [stays] = await db.select({ lat: events.lat }).from(events).where(eq(events.id, nowhere!.id));
    expect(stays!.lat).toBeNull();
    // Run again, it changes nothing.
    await placeEvents({ db });
    const [again] = await db.select({ lat: events.lat }).from(events).where(eq(events.id, nowhere!.id));
    expect(again!.lat).toBeNull();
  });
});
