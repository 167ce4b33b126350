import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";
import { createEvent, createUser, inDays } from "../../test/factories";

// Issue 41 item 1, "A trip is a trip", on both databases (TEST_DATABASE_URL runs it on PostgreSQL): a
// trip is decided by how long it lasts, not by its category, and reads as one only away from home.
const t = testAppForFile();

// A Pune member who likes weekends away and food walks.
const puneAnswers = {
  currentCity: "Pune",
  scenePreferences: ["Weekend Getaways", "Food Trails & Cafe Hopping"],
};

async function setUp() {
  const db = t.database.db;
  const host = await createUser(db, { currentCity: "Mumbai" });
  return {
    // One morning, 732 km away: a ride in a liked category, but no trip.
    nandi: await createEvent(db, {
      createdBy: host.id,
      name: "Nandi Hills cycle at dawn",
      category: "Bike Rides & Road Trips",
      city: "Bengaluru",
      state: "Karnataka",
      fromDate: new Date(`${inDays(3)}T04:30:00+05:30`),
      toDate: new Date(`${inDays(3)}T10:00:00+05:30`),
      time: "04:30",
    }),
    // A matching walk about 120 km away.
    walk: await createEvent(db, {
      createdBy: host.id,
      name: "Fort heritage walk",
      category: "City Heritage & Food Walks",
      city: "Mumbai",
      state: "Maharashtra",
      fromDate: new Date(`${inDays(4)}T08:00:00+05:30`),
      toDate: new Date(`${inDays(4)}T12:00:00+05:30`),
      time: "08:00",
    }),
    // A night under the stars in Pune itself.
    camp: await createEvent(db, {
      createdBy: host.id,
      name: "Pawna lakeside camp night",
      category: "Camping & Bonfire Nights",
      city: "Pune",
      state: "Maharashtra",
      fromDate: new Date(`${inDays(5)}T17:00:00+05:30`),
      toDate: new Date(`${inDays(6)}T09:00:00+05:30`),
      time: "17:00",
    }),
  };
}

let fixture: Awaited<ReturnType<typeof setUp>> | undefined;
const world = async () => (fixture ??= await setUp());

type Card = { name: string; reason: string | null; reasons: unknown[] };
async function page(who: Awaited<ReturnType<typeof t.login>>, query = "") {
  const res = await t.call("GET", `/api/events?limit=50${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json().data as Card[];
}

describe("a trip is a trip", () => {
  it("ranks a one-morning ride far away like a meetup: below a matching walk 120 km away", async () => {
    await world();
    const member = await t.login({ overrides: puneAnswers });
    const cards = await page(member);
    const names = cards.map((c) => c.name);
    expect(names.indexOf("Fort heritage walk")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Nandi Hills cycle at dawn")).toBeGreaterThan(names.indexOf("Fort heritage walk"));
    // Its line says how far, not "Trip".
    const nandi = cards.find((c) => c.name === "Nandi Hills cycle at dawn")!;
    expect(nandi.reason).toMatch(/^7\d\d km · You like Bike Rides & Road Trips/);
    expect(nandi.reasons[0]).toEqual({ kind: "distance", km: expect.any(Number), trip: false });
  });

  it("says a trip in the member's own city is in their city, never 'Trip · Under 1 km'", async () => {
    await world();
    const member = await t.login({ overrides: puneAnswers });
    const camp = (await page(member)).find((c) => c.name === "Pawna lakeside camp night")!;
    expect(camp.reason).toMatch(/^In Pune( · |$)/);
    // From "Near me" at Pune's point: how far, as for any outing.
    const near = (await page(member, "&near=18.52,73.86")).find(
      (c) => c.name === "Pawna lakeside camp night",
    )!;
    expect(near.reason).toMatch(/^Under 1 km( · |$)/);
    expect(near.reasons[0]).toEqual({ kind: "distance", km: null, trip: false });
    // Away from Pune it is a trip: "Trip · 120 km" from Mumbai.
    const mumbai = await t.login({ overrides: { ...puneAnswers, currentCity: "Mumbai" } });
    const there = (await page(mumbai)).find((c) => c.name === "Pawna lakeside camp night")!;
    expect(there.reason).toMatch(/^Trip · 1\d\d km/);
  });
});
