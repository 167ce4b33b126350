// The churn run of issue 39's budgets: the same computed pages while, every second, one listing and
// one member change, as a real city's would. The listing changes through the API (its host cancels
// it: the change is logged for every process's snapshot and this process's discovery pages forget
// what they showed, as on every seat taken or given back); the member through the database, as a
// profile or quiz edit writes it (the bench has no API that edits answers without a new sign-up),
// logged by the members trigger all the same. Quiet and churn phases alternate (quiet-churn, then
// churn-quiet) so that the machine's drift over the run weighs on both alike; each figure's latencies
// are pooled over its phases before p99 is taken.
import { and, desc, eq, inArray, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/server/db/client";
import { events, users } from "../src/server/db/schema";
import { VIBES } from "../src/shared/options";
import { figure, load, rotation, type Samples } from "./bench-load";
import { type Page, signIn } from "./bench-pages";

export type ChurnFigure = {
  name: string;
  phaseSeconds: number;
  quietP99: number;
  churnP99: number;
  addedMs: number;
  changes: number;
  errors: number;
};

const PAIRS = 2;
// Requests each side (quiet, churn) of a figure rests on, at least: its p99 is then the 50th-worst
// of them. At 3-s phases the slowest page (the 200-conversation chat list, 235-380 a second) had
// 1,400-2,300, and two quiet measurements of it differed by 9 ms at p99 (38.9 and 48.3 ms), as much
// as the churn it was to show; a page that slow gets longer phases instead.
const MIN_SAMPLES = 5_000;

/** A page's phase: `phaseSeconds`, or longer for a page too slow to answer MIN_SAMPLES in them. */
function phaseFor(phaseSeconds: number, requestsPerSecond: number): number {
  if (!(requestsPerSecond > 0)) return phaseSeconds;
  return Math.max(phaseSeconds, Math.ceil(MIN_SAMPLES / (PAIRS * requestsPerSecond)));
}

export async function benchChurn(
  app: FastifyInstance,
  database: Database,
  base: string,
  pages: Page[],
  phaseSeconds: number,
  /** Each page's requests a second, as its own run measured them. */
  rateOf: (page: string) => number,
): Promise<ChurnFigure[]> {
  const changer = await prepareChanges(app, database, base);
  const figures: ChurnFigure[] = [];
  for (const page of pages.filter((p) => p.churn)) {
    const turning = rotation(page.turns);
    await load(base, turning, 2);
    const quiet: Samples[] = [];
    const churn: Samples[] = [];
    const changesBefore = changer.done;
    const phase = phaseFor(phaseSeconds, rateOf(page.name));
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const churning of pair % 2 === 0 ? [false, true] : [true, false]) {
        if (!churning) {
          quiet.push(await load(base, turning, phase));
          continue;
        }
        const stop = changer.everySecond();
        churn.push(await load(base, turning, phase));
        await stop();
      }
    }
    const q = figure(page.name, quiet, Number.POSITIVE_INFINITY);
    const c = figure(page.name, churn, Number.POSITIVE_INFINITY);
    figures.push({
      name: page.name,
      phaseSeconds: phase,
      quietP99: q.p99,
      churnP99: c.p99,
      addedMs: c.p99 - q.p99,
      changes: changer.done - changesBefore,
      errors: q.errors + c.errors + changer.failed,
    });
  }
  return figures;
}

// Listings from the end of the seed (event detail asks for those from the start), each cancelled
// once by its host; members from the end, whose vibe flips each time.
async function prepareChanges(app: FastifyInstance, database: Database, base: string) {
  const { db } = database;
  const listings = await db
    .select({ id: events.id, host: events.createdBy })
    .from(events)
    .where(and(like(events.name, "% meetup %"), eq(events.eventStatus, "ongoing")))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(600);
  const hostIds = [...new Set(listings.map((l) => l.host))];
  const hostTokens = new Map((await signIn(app, database, hostIds)).map((t, i) => [hostIds[i]!, t]));
  const members = await db
    .select({ id: users.id, vibe: users.vibe })
    .from(users)
    .where(and(eq(users.issuer, "bench"), like(users.subject, "member-%")))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(600);
  const state = { done: 0, failed: 0, next: 0 };

  const changeOne = async () => {
    const i = state.next++;
    const listing = listings[i % listings.length]!;
    const member = members[i % members.length]!;
    const vibe = VIBES[(VIBES.indexOf(member.vibe as (typeof VIBES)[number]) + 1) % VIBES.length]!;
    member.vibe = vibe;
    const [cancelled] = await Promise.all([
      fetch(`${base}/api/events/${listing.id}/cancel`, {
        method: "PATCH",
        headers: hostTokens.get(listing.host)!,
      }),
      db
        .update(users)
        .set({ vibe })
        .where(inArray(users.id, [member.id])),
    ]);
    if (cancelled.ok) state.done += 1;
    else state.failed += 1;
  };

  return {
    get done() {
      return state.done;
    },
    get failed() {
      return state.failed;
    },
    /** Changes one listing and one member now and then every second, until the answer is called. */
    everySecond(): () => Promise<void> {
      const running: Promise<void>[] = [changeOne()];
      const timer = setInterval(() => running.push(changeOne()), 1000);
      return async () => {
        clearInterval(timer);
        await Promise.all(running);
      };
    },
  };
}
