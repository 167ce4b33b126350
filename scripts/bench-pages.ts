// The computed pages of issue 39's budgets: what each request of `npm run bench` asks, as whom.
// Every list rotates over a few thousand signed-in members (and, for event detail, as many listings),
// so that the 2-second page cache (keyed by member and query) serves none of them; the page cache's
// own figure is one member asking again and again, reported apart.
import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pLimit from "p-limit";
import type { Database } from "../src/server/db/client";
import { cities, events, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { CHAT_LIST_FIRST } from "../src/shared/limits";
import type { Turn } from "./bench-load";
import { CITIES } from "./bench-seed";

export type Page = {
  name: string;
  turns: Turn[];
  // Whether its answers go through the page cache (and so must not repeat a turn within 2 s).
  pageCache: boolean;
  // What issue 39 gives it at 100,000 listings and members on PostgreSQL.
  budgetMs: number;
  // In the churn run (bench-churn.ts): the pages a changing city slows down.
  churn: boolean;
};

export type Bearer = { authorization: string };

/** Signs each member in (a session row and a token, as the sign-in does), 10 at a time. */
export async function signIn(app: FastifyInstance, database: Database, ids: string[]): Promise<Bearer[]> {
  const limit = pLimit(10);
  return Promise.all(
    ids.map((userId) =>
      limit(async () => {
        const { accessToken } = await createSession({ db: database.db, keys: app.deps.sessionKeys, userId });
        return { authorization: `Bearer ${accessToken}` };
      }),
    ),
  );
}

export async function benchPages(
  app: FastifyInstance,
  database: Database,
  base: string,
  opts: { viewers: number; talkerIds: string[] },
): Promise<{ pages: Page[]; cached: Page }> {
  const { db } = database;
  // Members (not hosts), in the order they were seeded: every city, every kind of answer.
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, "bench"), like(users.subject, "member-%")))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(opts.viewers);
  const viewers = await signIn(
    app,
    database,
    members.map((m) => m.id),
  );
  const talkers = await signIn(app, database, opts.talkerIds);
  // As many listings as members for event detail, each member asking for another one. The churn run
  // changes other listings (bench-churn.ts takes them from the end).
  const listings = await db
    .select({ id: events.id })
    .from(events)
    .where(like(events.name, "% meetup %"))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(opts.viewers);
  // "Near me" from each of the seeded cities in turn, as a phone in it would send (2 decimals).
  const points = (
    await db
      .select({ lat: cities.lat, lng: cities.lng })
      .from(cities)
      .where(
        inArray(
          cities.name,
          CITIES.map(([city]) => city),
        ),
      )
  ).map((c) => `${c.lat.toFixed(2)},${c.lng.toFixed(2)}`);
  const page5 = await pageFiveCursor(base, viewers.slice(0, 5));

  const as = (path: (i: number) => string, who: Bearer[] = viewers): Turn[] =>
    who.map((headers, i) => ({ path: path(i), headers }));
  const page = (name: string, turns: Turn[], more: Partial<Page> = {}): Page => ({
    name,
    turns,
    pageCache: true,
    budgetMs: 50,
    churn: true,
    ...more,
  });
  const pages = [
    page(
      "For you, first page",
      as(() => "/api/events"),
    ),
    page(
      "For you, page 5",
      as(() => `/api/events?cursor=${encodeURIComponent(page5)}`),
    ),
    page(
      "Near me 50 km",
      as((i) => `/api/events?within=50&near=${points[i % points.length]}`),
    ),
    page(
      'search "trek"',
      as(() => "/api/events?q=trek"),
    ),
    page(
      'search "trekk" (typo)',
      as(() => "/api/events?q=trekk"),
    ),
    page(
      "event detail",
      as((i) => `/api/events/${listings[i % listings.length]!.id}`),
      { pageCache: false },
    ),
    // What /chat asks for (ADR 0058): the newest 8 and the count; the whole list on "Show all".
    page(
      `chat list, newest 8 of 200 (${talkers.length} members)`,
      as(() => `/api/message/getAllFriends?limit=${CHAT_LIST_FIRST}`, talkers),
      { pageCache: false },
    ),
    page(
      `chat list, all 200 ("Show all", ${talkers.length} members)`,
      as(() => "/api/message/getAllFriends", talkers),
      { pageCache: false, budgetMs: 100 },
    ),
    // Matching keeps the rankings of the last 200 viewers: a few thousand in turn are each computed.
    page(
      "matching, computed (new viewer)",
      as(() => "/api/matching"),
      { pageCache: false, budgetMs: 100 },
    ),
    page("matching, kept (same viewer)", [{ path: "/api/matching", headers: viewers[0]! }], {
      pageCache: false,
      budgetMs: 100,
    }),
  ];
  // The page cache's own figure: one member asking for their first page again and again.
  const cached = page("For you, page cache (1 member)", [{ path: "/api/events", headers: viewers[0]! }], {
    pageCache: false,
    churn: false,
  });
  return { pages, cached };
}

// Page 5 as a member reaches it: the first page, then the cursor each page gives, four times. The
// cursor is an offset (the same for every member), checked on a few members and then used by all.
async function pageFiveCursor(base: string, who: Bearer[]): Promise<string> {
  const cursors = await Promise.all(
    who.map(async (headers) => {
      let cursor: string | null = null;
      for (let page = 1; page < 5; page++) {
        const url = `${base}/api/events${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await fetch(url, { headers });
        if (!res.ok) throw new Error(`bench-pages: page ${page} answered ${res.status}`);
        cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
        if (!cursor) throw new Error(`bench-pages: page ${page} is the last one; seed more listings`);
      }
      return cursor!;
    }),
  );
  if (new Set(cursors).size !== 1)
    throw new Error(`bench-pages: page 5 cursors differ: ${cursors.join(" ")}`);
  return cursors[0]!;
}
