import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DiscoveryCard } from "../../../shared/contracts/events";
import { kmBetween } from "../../../shared/discovery";
import { todayInIndia } from "../../../shared/event-rules";
import { LIMITS } from "../../../shared/limits";
import { events, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { sessionFor } from "../../test/factories";
import { cityIndex } from "../locations/city-index";
import { placeEvents } from "../locations/service";
import { DEMO_CITY_EVENTS } from "./city-events";
import { DEMO_MEMBERS } from "./members";
import { seedDemoData } from "./seed";

// Issue 41 item 3: a newcomer signed in as any demo member finds something where they live. On a
// fresh start (seeded, then placed at their cities as the start does), "In my city" and "50 km"
// answer at least three listings hosted by someone else, for every demo member, admin included.
const t = testAppForFile();
const DAY = 86_400_000;
let seededAt: Date;

beforeAll(async () => {
  const { db, storage } = t.app.deps;
  seededAt = new Date();
  expect(await seedDemoData({ db, storage, now: seededAt })).not.toBeNull();
  await placeEvents({ db });
}, 120_000);

async function listed(email: string, within: "city" | "50") {
  const { db, sessionKeys } = t.app.deps;
  const [member] = await db.select().from(users).where(eq(users.email, email));
  const session = await sessionFor(db, sessionKeys, member!.id);
  const res = await t.call("GET", `/api/events?within=${within}&limit=50`, { ...member!, ...session });
  expect(res.statusCode, res.body).toBe(200);
  const cards = res.json().data as DiscoveryCard[];
  return { member: member!, cards, others: cards.filter((c) => c.createdBy !== member!.id) };
}

describe("demo listings where the demo members live", () => {
  it.each(DEMO_MEMBERS.map((m) => [m.email, m.city]))(
    "%s (%s) finds three or more by others in their city and within 50 km",
    async (email, city) => {
      const home = (await cityIndex(t.app.deps.db)).find(city);
      expect(home, `${city} is a listed city with coordinates`).not.toBeNull();

      const inCity = await listed(email, "city");
      expect(inCity.others.length, `${email} in ${city}`).toBeGreaterThanOrEqual(3);
      for (const card of inCity.cards) expect([card.city, card.state]).toEqual([home!.city, home!.state]);

      const near = await listed(email, "50");
      expect(near.others.length, `${email} within 50 km`).toBeGreaterThanOrEqual(3);
      for (const card of near.cards) expect(card.distanceKm).toBeLessThanOrEqual(50);
    },
  );

  it("are real meeting spots near their city, on days over the coming weeks, a few this weekend", async () => {
    const { db } = t.app.deps;
    const index = await cityIndex(db);
    const rows = await db.select().from(events);
    const today = todayInIndia(seededAt);
    const weekend: string[] = [];
    for (const def of DEMO_CITY_EVENTS) {
      const row = rows.find((r) => r.name === def.name)!;
      const city = index.find(def.city, def.state)!;
      expect(row, def.name).toMatchObject({ city: city.city, state: city.state, status: "approved" });
      expect(row.description.length, def.name).toBeGreaterThanOrEqual(LIMITS.descriptionMin);
      expect(row.description.length, def.name).toBeLessThanOrEqual(LIMITS.descriptionMax);
      // The group meets at a named place with a pin, within reach of the listed city.
      expect(row.meetingPlace && row.meetingAddress, def.name).toBeTruthy();
      const pin = { lat: row.meetingLat!, lng: row.meetingLng! };
      expect(kmBetween(city, pin), def.name).toBeLessThan(30);
      // Upcoming, within six weeks.
      expect(row.fromDate.getTime(), def.name).toBeGreaterThan(seededAt.getTime());
      expect(row.fromDate.getTime() - seededAt.getTime(), def.name).toBeLessThan(42 * DAY);
      if (typeof def.startInDays === "string") weekend.push(todayInIndia(row.fromDate));
    }
    // The coming weekend: the next Saturday after the seeding day in India, and its Sunday.
    expect(weekend.length).toBeGreaterThanOrEqual(2);
    for (const day of weekend) {
      expect(day > today).toBe(true);
      expect([6, 0]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
      expect(
        new Date(`${day}T12:00:00Z`).getTime() - new Date(`${today}T12:00:00Z`).getTime(),
      ).toBeLessThanOrEqual(8 * DAY);
    }
  });
});
