import { randomBytes } from "node:crypto";
import { todayInIndia } from "../../shared/event-rules";
import type { Db } from "../db/client";
import { events, users } from "../db/schema";
import type { SessionKeys } from "../features/auth/session-keys";
import { createSession } from "../features/auth/session-service";
import { cityIndex } from "../features/locations/city-index";

type UserInsert = typeof users.$inferInsert;
type EventInsert = typeof events.$inferInsert;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`;

export async function createUser(db: Db, overrides: Partial<UserInsert> = {}) {
  const [row] = await db.insert(users).values(memberRow(unique(), overrides)).returning();
  return row!;
}

// A registered member's row, its names and identity made of `tag` (unique among the members): what
// createUser inserts, and what a test inserting many members at once inserts for each.
export const memberRow = (tag: string, overrides: Partial<UserInsert> = {}): UserInsert => ({
  issuer: "https://issuer.test",
  subject: `sub-${tag}`,
  email: `member-${tag}@example.test`,
  name: `Member ${tag}`,
  username: `member_${tag}`,
  gender: "female",
  currentCity: "Bengaluru",
  currentCountry: "India",
  mobileNo: "9876543210",
  dateOfBirth: "1995-04-12",
  sceneEnergy: "Balanced and Flexible",
  vibe: "I can vibe with almost anyone",
  spontaneityComfort: "Okay figuring it out",
  scenePreferences: ["Chai & Conversations"],
  idealScenes: ["Sunday café crawl"],
  scenePurpose: ["Make like-minded friends"],
  socialLinks: { instagram: "https://instagram.com/someone" },
  ...overrides,
});

/** A calendar day `n` days from today in India, as the create form writes it (YYYY-MM-DD). */
export const inDays = (n: number) => {
  const d = new Date(`${todayInIndia()}T12:00:00+05:30`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

// What a host's create-experience form sends for a valid paid listing three days ahead.
export const eventForm = () => ({
  name: "Sunrise at Nandi Hills",
  description: "An early ride up Nandi Hills to watch the clouds roll below us.",
  category: "Adventure & Treks",
  state: "Karnataka",
  city: "Bengaluru",
  fromDate: inDays(3),
  toDate: inDays(3),
  time: "05:30",
  totalSlots: 6,
  paymentType: "fee",
  cost: 750,
});

export async function createEvent(db: Db, overrides: Partial<EventInsert> & { createdBy: string }) {
  const from = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  // Where the listing is, as the create call would find it: the listed city's coordinates.
  const place = (await cityIndex(db)).find(overrides.city ?? "Bengaluru", overrides.state ?? "Karnataka");
  const [row] = await db
    .insert(events)
    .values({
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      name: `Experience ${unique()}`,
      description: "A relaxed weekend outing with new friends, chai and long walks.",
      category: "Weekend Getaways",
      fromDate: from,
      toDate: new Date(from.getTime() + 24 * 3600 * 1000),
      time: "09:00",
      state: "Karnataka",
      city: "Bengaluru",
      totalSlots: 5,
      availableSlots: 5,
      cost: 0,
      paymentType: "dutch",
      status: "approved",
      ...overrides,
    })
    .returning();
  return row!;
}

// A member with a live session, as a TestApp's `login` answers them; `headers` carries the token.
export type SignedIn = Awaited<ReturnType<typeof createUser>> & Awaited<ReturnType<typeof sessionFor>>;

export async function sessionFor(db: Db, keys: SessionKeys, userId: string) {
  const { accessToken, sessionId } = await createSession({ db, keys, userId });
  return { token: accessToken, sessionId, headers: { authorization: `Bearer ${accessToken}` } };
}
