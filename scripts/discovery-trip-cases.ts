// Issue 41's cases for `npm run quality:discovery` ("A trip is a trip", docs/discovery.md): on the
// seeded population, the listings and members each case needs are added, and each case says whether
// it holds. Run after the population is judged, so they change nothing it measures.
import type { Db } from "../src/server/db/client";
import { events, follows, users } from "../src/server/db/schema";
import { discoverEvents, newNearYou } from "../src/server/features/discovery/service";
import { type MemberIndex, readCounters } from "../src/server/features/matching/member-index";
import { indiaInstant, todayInIndia } from "../src/shared/event-rules";

type Case = { name: string; holds: boolean; detail: string };
const DAY = 86_400_000;

async function member(db: Db, key: string, city: string, scenePreferences: string[]) {
  const [row] = await db
    .insert(users)
    .values({
      issuer: "quality",
      subject: key,
      email: `${key}@quality.test`,
      name: key,
      username: key,
      gender: "female",
      currentCity: city,
      currentCountry: "India",
      mobileNo: "9000000000",
      dateOfBirth: "1994-01-01",
      scenePreferences,
      idealScenes: ["Spontaneous 2-day hill trip"],
      scenePurpose: ["Explore scenes & short travel escapes"],
      sceneEnergy: "Balanced and Flexible",
      vibe: "I can vibe with almost anyone",
      spontaneityComfort: "Okay figuring it out",
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function tripCases(db: Db, index: MemberIndex, now: Date): Promise<Case[]> {
  const day = (n: number) => todayInIndia(new Date(now.getTime() + n * DAY));
  const host = await member(db, "trip-host", "Mumbai", ["Weekend Getaways"]);
  const listing = (o: {
    name: string;
    category: string;
    city: string;
    state: string;
    from: Date;
    to: Date;
    lat: number;
    lng: number;
  }) => ({
    name: o.name,
    description: "A case of issue 41, checked by the discovery quality script.",
    category: o.category,
    fromDate: o.from,
    toDate: o.to,
    time: "05:00",
    state: o.state,
    city: o.city,
    lat: o.lat,
    lng: o.lng,
    totalSlots: 10,
    availableSlots: 10,
    paymentType: "dutch" as const,
    createdBy: host,
    status: "approved" as const,
  });
  const since = new Date(now.getTime() - 60_000);
  const [nandi, walk, shillong, camp] = await db
    .insert(events)
    .values([
      listing({
        name: "Nandi Hills cycle at dawn",
        category: "Bike Rides & Road Trips",
        city: "Bengaluru",
        state: "Karnataka",
        from: indiaInstant(day(2), "04:30"),
        to: indiaInstant(day(2), "10:00"),
        lat: 12.97194,
        lng: 77.59369,
      }),
      listing({
        name: "Fort heritage walk at dawn",
        category: "City Heritage & Food Walks",
        city: "Mumbai",
        state: "Maharashtra",
        from: indiaInstant(day(3), "08:00"),
        to: indiaInstant(day(3), "12:00"),
        lat: 19.07283,
        lng: 72.88261,
      }),
      listing({
        name: "Shillong living roots weekend",
        category: "Weekend Getaways",
        city: "Shillong",
        state: "Meghalaya",
        from: indiaInstant(day(5), "08:00"),
        to: indiaInstant(day(7), "18:00"),
        lat: 25.56892,
        lng: 91.88313,
      }),
      listing({
        name: "Pune riverside camp night",
        category: "Camping & Bonfire Nights",
        city: "Pune",
        state: "Maharashtra",
        from: indiaInstant(day(4), "17:00"),
        to: indiaInstant(day(5), "09:00"),
        lat: 18.51957,
        lng: 73.85535,
      }),
    ])
    .returning({ id: events.id, name: events.name });
  const pune = await member(db, "trip-pune", "Pune", ["Weekend Getaways", "Food Trails & Cafe Hopping"]);
  const hyderabad = await member(db, "trip-hyderabad", "Hyderabad", ["Weekend Getaways"]);
  // The member index as of these two members: a page asked at a given instant reads the index it
  // finds (the digest's batch does not wait for a new member), so it must know them first.
  await index.snapshotAt((await readCounters(db)).generation);
  const cases: Case[] = [];

  // 1. The Pune member's first ten, and the two listings ranked against each other (both say "dawn",
  // a word no other listing holds: the search ranks them as For you does).
  const firstTen = await discoverEvents({ db, index, viewerId: pune, query: { limit: 10 }, now });
  const ranked = firstTen.rows.map((r) => ({ id: r.card.id, reason: r.reason }));
  const dawn = await discoverEvents({ db, index, viewerId: pune, query: { limit: 10, q: "dawn" }, now });
  const order = dawn.rows.map((r) => r.card.id);
  const walkAt = order.indexOf(walk!.id);
  const nandiAt = order.indexOf(nandi!.id);
  const inTen = ranked.some((r) => r.id === nandi!.id);
  cases.push({
    name: "Pune: the Nandi Hills one-morning ride (732 km) is not in the first ten, and ranks below the 120 km walk",
    holds: !inTen && walkAt >= 0 && nandiAt > walkAt,
    detail: `first ten: ${inTen ? "in" : "out"}; of the two, walk ${walkAt + 1}, ride ${nandiAt + 1}`,
  });

  // 2. The Shillong weekend and a Hyderabad member's digest, before and after following its host.
  // Every listing the digest may offer, not its first three: the population seeded just before is
  // new this week too, and the case judges what is reachable, not how the week's listings rank.
  const digest = async () =>
    (await newNearYou({ db, index, userId: hyderabad, since, now, limit: 1000 })).map((r) => r.card.id);
  const before = await digest();
  await db.insert(follows).values({ followerId: hyderabad, hostId: host });
  const after = await digest();
  cases.push({
    name: "Hyderabad: the Shillong weekend (1,500 km) is not in the digest, until the member follows its host",
    holds: !before.includes(shillong!.id) && after.includes(shillong!.id),
    detail: `before: ${before.includes(shillong!.id) ? "in" : "out"}, following: ${after.includes(shillong!.id) ? "in" : "out"}`,
  });

  // 3. A trip in the member's own city.
  const own = await discoverEvents({ db, index, viewerId: pune, query: { limit: 10, q: "riverside" }, now });
  const campLine = own.rows.find((r) => r.card.id === camp!.id)?.reason;
  cases.push({
    name: "Pune: an overnight camp in Pune reads 'In Pune', never 'Trip · Under 1 km'",
    holds: typeof campLine === "string" && campLine.startsWith("In Pune") && !campLine.includes("Trip"),
    detail: `reads "${campLine ?? "(not listed)"}"`,
  });
  return cases;
}
