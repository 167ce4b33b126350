import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cities, events, locations, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent, createUser } from "../../test/factories";
import { cityIndex } from "./city-index";
import { renameCities } from "./rename-cities";

// Issue 41 item 4: the list takes the cities' current names (Kochi, Gurugram), and a database loaded
// under the former ones is renamed at start: its list, its cities, its listings and the members who
// typed a former name.
const t = testAppForFile();

const listOf = async (state: string) =>
  (await t.database.db.select().from(locations).where(eq(locations.state, state)))[0]!.cities;

describe("cities under their current names", () => {
  it("are what a new database lists, with no former name left", async () => {
    expect(await listOf("Kerala")).toContain("Kochi");
    expect(await listOf("Kerala")).not.toContain("Cochin");
    expect(await listOf("Haryana")).toContain("Gurugram");
    expect(await listOf("Bihar")).toContain("Aurangabad");
    expect(await listOf("Maharashtra")).toContain("Chhatrapati Sambhajinagar");
    expect(await listOf("Maharashtra")).not.toContain("Aurangabad");
    expect(await renameCities({ db: t.database.db })).toBe(0);
  });

  it("are found by either name, and a state that lists the former name keeps its own city", async () => {
    const index = await cityIndex(t.database.db);
    expect(index.find("Cochin")).toMatchObject({ city: "Kochi", state: "Kerala" });
    expect(index.find("kochi", "Kerala")).toMatchObject({ city: "Kochi", state: "Kerala" });
    expect(index.find("Gurgaon", "Haryana")).toMatchObject({ city: "Gurugram", state: "Haryana" });
    expect(index.find("Aurangabad")).toMatchObject({ city: "Chhatrapati Sambhajinagar" });
    expect(index.find("Aurangabad", "Maharashtra")).toMatchObject({ city: "Chhatrapati Sambhajinagar" });
    expect(index.find("Aurangabad", "Bihar")).toMatchObject({ city: "Aurangabad", state: "Bihar" });
    expect(index.find("Ernakulam", "Kerala")).toMatchObject({ city: "Kochi" });
    expect(index.find("Cochin", "Karnataka")?.state).toBe("Kerala");
  });

  it("rename a database loaded under the former names, once, listings and members included", async () => {
    const db = t.database.db;
    // The database as an earlier version loaded it: Kochi listed as Cochin, Gurugram as Gurgaon.
    const host = await createUser(db);
    const kochi = await createEvent(db, { createdBy: host.id, city: "Kochi", state: "Kerala" });
    const gurugram = await createEvent(db, { createdBy: host.id, city: "Gurugram", state: "Haryana" });
    const bihar = await createEvent(db, { createdBy: host.id, city: "Aurangabad", state: "Bihar" });
    await db.update(events).set({ city: "Cochin" }).where(eq(events.id, kochi.id));
    await db.update(events).set({ city: "Gurgaon" }).where(eq(events.id, gurugram.id));
    for (const [state, code, former, current] of [
      ["Kerala", "KL", "Cochin", "Kochi"],
      ["Haryana", "HR", "Gurgaon", "Gurugram"],
    ] as const) {
      await db
        .update(cities)
        .set({ name: former })
        .where(and(eq(cities.stateCode, code), eq(cities.name, current)));
      const list = await listOf(state);
      await db
        .update(locations)
        .set({ cities: list.map((c) => (c === current ? former : c)) })
        .where(eq(locations.state, state));
    }
    const typedCochin = await createUser(db, { currentCity: " cochin" });
    const typedAurangabad = await createUser(db, { currentCity: "Aurangabad" });
    const typedPune = await createUser(db, { currentCity: "Pune" });

    expect(await renameCities({ db })).toBe(2);

    const cityOf = async (id: string) =>
      (await db.select({ city: events.city }).from(events).where(eq(events.id, id)))[0]!.city;
    expect(await cityOf(kochi.id)).toBe("Kochi");
    expect(await cityOf(gurugram.id)).toBe("Gurugram");
    expect(await cityOf(bihar.id)).toBe("Aurangabad");
    const kerala = await listOf("Kerala");
    expect(kerala).toContain("Kochi");
    expect(kerala).not.toContain("Cochin");
    expect(kerala).toEqual([...kerala].sort((a, b) => a.localeCompare(b, "en")));
    expect(await listOf("Haryana")).toContain("Gurugram");
    const named = await db
      .select({ name: cities.name })
      .from(cities)
      .where(and(eq(cities.stateCode, "KL"), eq(cities.name, "Kochi")));
    expect(named).toHaveLength(1);
    const homeOf = async (id: string) =>
      (await db.select({ city: users.currentCity }).from(users).where(eq(users.id, id)))[0]!.city;
    expect(await homeOf(typedCochin.id)).toBe("Kochi");
    // Bihar has an Aurangabad of its own: what the member typed stays.
    expect(await homeOf(typedAurangabad.id)).toBe("Aurangabad");
    expect(await homeOf(typedPune.id)).toBe("Pune");

    // Nothing is left to rename: the next start only asks.
    expect(await renameCities({ db })).toBe(0);
  });
});
