// The web push part of `npm run bench` (ADR 0017, "Web push"): with 1,000 members subscribed, the
// time from a join request (the HTTP call) to its push arriving at the push service, encrypted and
// signed, through the outbox, the worker (woken by the commit) and the web-push library. The push
// service is the tests' loopback one (it checks the JWT and decrypts, as a real one would); it and
// the join requests run in a process of their own (bench-web-push-client.ts), as phones would.

import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/server/db/client";
import { events, pushSubscriptions, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { ask, benchProcess } from "./bench-process";
import { benchEmails } from "./bench-seed";
import type { WebPushAnswer, WebPushAsk } from "./bench-web-push-client";

const SUBSCRIBED = 1000;
const REQUESTS = Number(process.env.BENCH_WEB_PUSH_REQUESTS ?? 300);
/** The seeded members this measurement signs in (bench.ts checks the seed holds them). */
export const WEB_PUSH_MEMBERS = { first: 4000, count: SUBSCRIBED + REQUESTS };
const CONCURRENCY = Number(process.env.BENCH_WEB_PUSH_CONCURRENCY ?? 10);

export type WebPushResult = {
  subscribed: number;
  requests: number;
  concurrency: number;
  p50: number;
  p99: number;
  max: number;
  /** The join request's own answer. */
  answeredP50: number;
  answeredP99: number;
};

export async function benchWebPush(
  app: FastifyInstance,
  database: Database,
  base: string,
): Promise<WebPushResult> {
  const { db } = database;
  const members = benchProcess("bench-web-push-client.ts");
  const question = (q: WebPushAsk) => ask<WebPushAnswer>(members, q);
  // Members 4000.. subscribe (straight into the table: the endpoint policy refuses loopback in
  // production, which the bench runs as); the first REQUESTS of them host one event each.
  const emails = benchEmails(WEB_PUSH_MEMBERS);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  const subscribed = emails.slice(0, SUBSCRIBED).map((email) => byEmail.get(email)!);
  const seekers = emails.slice(SUBSCRIBED).map((email) => byEmail.get(email)!);
  const devices = await question({
    kind: "devices",
    vapidPublicKey: app.deps.config.vapid.publicKey,
    count: subscribed.length,
  });
  if (devices.kind !== "devices") throw new Error("the web push members answered out of turn");
  await db.insert(pushSubscriptions).values(
    subscribed.map((userId, i) => ({
      userId,
      endpoint: devices.subscriptions[i]!.endpoint,
      p256dh: devices.subscriptions[i]!.keys.p256dh,
      auth: devices.subscriptions[i]!.keys.auth,
    })),
  );
  const from = new Date(Date.now() + 30 * 86_400_000);
  const hosted = await db
    .insert(events)
    .values(
      Array.from({ length: REQUESTS }, (_, i) => ({
        name: `Web push bench ${i}`,
        description: "An outing that exists to be asked to join, once, by one seeker.",
        category: "Weekend Getaways",
        fromDate: from,
        toDate: new Date(from.getTime() + 6 * 3600_000),
        time: "09:00",
        state: "Karnataka",
        city: "Bengaluru",
        totalSlots: 10,
        availableSlots: 10,
        paymentType: "dutch" as const,
        createdBy: subscribed[i]!,
        status: "approved" as const,
      })),
    )
    .returning({ id: events.id });
  const tokens = await Promise.all(
    seekers.map(
      async (userId) => (await createSession({ db, keys: app.deps.sessionKeys, userId })).accessToken,
    ),
  );

  app.deps.jobs.start();
  // The join's own answer apart: the request (its transaction and the subscribers relayed before it
  // answers) against what the queue and the push add after it.
  const joined = await question({
    kind: "joins",
    base,
    joins: hosted.map((event, i) => ({ eventId: event.id, token: tokens[i]! })),
    concurrency: CONCURRENCY,
  });
  members.kill();
  if (joined.kind !== "joins") throw new Error("the web push members answered out of turn");
  if (joined.failed) throw new Error(joined.failed);
  if (joined.refused) throw new Error(`push service refused: ${joined.refused}`);
  const { latencies, answered } = joined;
  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  return {
    subscribed: SUBSCRIBED,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    max: latencies.at(-1)!,
    answeredP50: at(answered, 0.5),
    answeredP99: at(answered, 0.99),
  };
}
