// The population the bench and the discovery quality script run on: members with varied quiz
// answers in 35 cities (written as members write them: Bangalore for the listed Bengaluru), 200 hosts, and
// experiences spread over the cities, categories and the next half year.
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { cities, events, users } from "../src/server/db/schema";
import { seedLocations } from "../src/server/features/locations/service";
import { indiaInstant, todayInIndia } from "../src/shared/event-rules";
import {
  EVENT_CATEGORIES,
  IDEAL_SCENES,
  SCENE_ENERGIES,
  SCENE_PREFERENCES,
  SCENE_PURPOSES,
  SPONTANEITY_LEVELS,
  VIBES,
} from "../src/shared/options";

const WORDS = [
  "trek",
  "chai",
  "sunset",
  "jam",
  "beach",
  "bonfire",
  "heritage",
  "cafe",
  "ride",
  "yoga",
  "hills",
  "lake",
  "market",
  "temple",
  "gig",
];
// How long a listing runs: as hosts list them, a getaway, a camp or a retreat spans one or two
// nights, a trek or a ride is half a day or a night away, the rest a few hours (issue 41: a trip is
// decided by its length, so the bench holds trips and day outings of the travel kinds alike).
const NIGHTS_AWAY = new Set<string>([
  "Weekend Getaways",
  "Camping & Bonfire Nights",
  "Beach & Island Escapes",
  "Hill Stations & Scenic Stays",
  "Wellness & Yoga Retreats",
  "Offbeat & Hidden Escapes",
  "Women-Only Trips",
  "Solo-Friendly Group Trips",
]);
const NIGHT_OR_DAY = new Set<string>(["Adventure & Treks", "Bike Rides & Road Trips"]);

function hoursOf(category: string, i: number): number {
  if (NIGHTS_AWAY.has(category)) return i % 2 === 0 ? 33 : 57;
  if (NIGHT_OR_DAY.has(category)) return i % 2 === 0 ? 6 : 33;
  return 6;
}

export const CITIES: [string, string][] = [
  ["Bengaluru", "Karnataka"],
  ["Mumbai", "Maharashtra"],
  ["Pune", "Maharashtra"],
  ["Chennai", "Tamil Nadu"],
  ["Kochi", "Kerala"],
  ["Jaipur", "Rajasthan"],
  ["New Delhi", "Delhi"],
  ["Kolkata", "West Bengal"],
  ["Hyderabad", "Telangana"],
  ["Panaji", "Goa"],
  ["Ahmedabad", "Gujarat"],
  ["Lucknow", "Uttar Pradesh"],
  ["Chandigarh", "Chandigarh"],
  ["Indore", "Madhya Pradesh"],
  ["Bhopal", "Madhya Pradesh"],
  ["Coimbatore", "Tamil Nadu"],
  ["Mysuru", "Karnataka"],
  ["Mangaluru", "Karnataka"],
  ["Thiruvananthapuram", "Kerala"],
  ["Visakhapatnam", "Andhra Pradesh"],
  ["Guwahati", "Assam"],
  ["Dehradun", "Uttarakhand"],
  ["Rishikesh", "Uttarakhand"],
  ["Shimla", "Himachal Pradesh"],
  ["Manali", "Himachal Pradesh"],
  ["Udaipur", "Rajasthan"],
  ["Jodhpur", "Rajasthan"],
  ["Nagpur", "Maharashtra"],
  ["Nashik", "Maharashtra"],
  ["Surat", "Gujarat"],
  ["Vadodara", "Gujarat"],
  ["Amritsar", "Punjab"],
  ["Varanasi", "Uttar Pradesh"],
  ["Agra", "Uttar Pradesh"],
];

/** A range of the seeded members, by their number. */
export type BenchMembers = { first: number; count: number };

/** The emails of a range of seeded members (`member<n>@bench.test`). */
export function benchEmails(range: BenchMembers): string[] {
  return Array.from({ length: range.count }, (_, i) => `member${range.first + i}@bench.test`);
}

export async function seedBenchData(database: Database, opts: { events: number; members: number }) {
  const EVENTS = opts.events;
  const MEMBERS = opts.members;
  const { db } = database;
  await seedLocations({ db });
  // Members with varied quiz answers (the hosts among them), for the events and the matching runs.
  const pick = <T>(list: readonly T[], i: number, n: number) => [
    ...new Set(Array.from({ length: n }, (_, k) => list[(i * (k + 3) + k * 7) % list.length]!)),
  ];
  for (let start = 0; start < MEMBERS; start += 1000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(1000, MEMBERS - start) }, (_, k) => {
        const i = start + k;
        return {
          issuer: "bench",
          subject: `member-${i}`,
          email: `member${i}@bench.test`,
          name: `Member ${i}`,
          username: `member${i}`,
          gender: (["female", "male", "other"] as const)[i % 3]!,
          // Members write the names they use (Bangalore for the listed Bengaluru): the ranking
          // resolves them.
          currentCity:
            CITIES[i % CITIES.length]![0] === "Bengaluru" ? "Bangalore" : CITIES[i % CITIES.length]![0],
          currentCountry: "India",
          mobileNo: "9000000000",
          dateOfBirth: "1994-01-01",
          scenePreferences: pick(SCENE_PREFERENCES, i, 1 + (i % 3)),
          idealScenes: pick(IDEAL_SCENES, i + 1, 1 + ((i >> 2) % 3)),
          scenePurpose: pick(SCENE_PURPOSES, i + 2, 1 + (i % 2)),
          sceneEnergy: SCENE_ENERGIES[i % 3]!,
          vibe: VIBES[(i >> 1) % 3]!,
          spontaneityComfort: SPONTANEITY_LEVELS[(i >> 3) % 3]!,
        };
      }),
    );
  }
  const hosts = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        issuer: "bench",
        subject: `host-${i}`,
        email: `host${i}@bench.test`,
        name: `Host ${i}`,
        username: `host${i}`,
        gender: "female" as const,
        currentCity: "Pune",
        currentCountry: "India",
        mobileNo: "9000000000",
        dateOfBirth: "1994-01-01",
        sceneEnergy: "Chill and Slow",
        vibe: "I can vibe with almost anyone",
        spontaneityComfort: "Need clear plans",
      })),
    )
    .returning({ id: users.id });
  // Every listing carries its city's coordinates from its insert, as the create call gives them: at
  // 100,000 listings a placing UPDATE afterwards would rewrite (and log as changed) every row.
  const places = await db
    .select({ state: cities.state, name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(
      inArray(
        cities.name,
        CITIES.map(([city]) => city),
      ),
    );
  const placeOf = new Map(places.map((p) => [`${p.state}|${p.name}`, p]));
  const day = 86_400_000;
  const now = Date.now();
  for (let start = 0; start < EVENTS; start += 1000) {
    await db.insert(events).values(
      Array.from({ length: Math.min(1000, EVENTS - start) }, (_, k) => {
        const i = start + k;
        const [city, state] = CITIES[i % CITIES.length]!;
        // 09:00 in India on a day of the next half year, as `time` says: whether a listing spans a
        // night (a trip, isTrip) never depends on the hour the seed runs.
        const from = indiaInstant(todayInIndia(new Date(now + ((i % 180) + 1) * day)), "09:00");
        const category = EVENT_CATEGORIES[i % EVENT_CATEGORIES.length]!;
        const place = placeOf.get(`${state}|${city}`);
        return {
          name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} meetup ${i}`,
          description: `A relaxed ${WORDS[(i * 3) % WORDS.length]} outing with new friends in ${city}, planned with care.`,
          category,
          fromDate: from,
          toDate: new Date(from.getTime() + hoursOf(category, i) * 3600_000),
          time: "09:00",
          state,
          city,
          lat: place?.lat ?? null,
          lng: place?.lng ?? null,
          totalSlots: 10,
          // Every ninth is full: "For you" puts them after every listing a member can join.
          availableSlots: i % 9 === 0 ? 0 : 10,
          paymentType: "dutch" as const,
          createdBy: hosts[i % hosts.length]!.id,
          status: "approved" as const,
        };
      }),
    );
  }
  await db.execute(sql`ANALYZE`);
}
