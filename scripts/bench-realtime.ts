// The realtime part of `npm run bench`: 500 WebSocket clients in one event group, messages sent
// one at a time, delivery latency from the send to each client's receipt; then the server time of
// one 3-second poll (the fallback while a socket is down).

import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import type { Database } from "../src/server/db/client";
import { events, messages, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import { benchGroup } from "./bench-group";
import { benchEmails } from "./bench-seed";

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 500);
/** The seeded members this measurement signs in (bench.ts checks the seed holds them). */
export const REALTIME_MEMBERS = { first: 2000, count: CLIENTS + 1 };
const ROUNDS = 5;

export type RealtimeResult = {
  p50: number;
  p99: number;
  deliveries: number;
  // Mean round trip of the no-database route over HTTP, measured alongside: the latency baseline.
  roundTripMs: number;
  pollMs: number;
  pollP99: number;
  // Mean server time of the no-database route: the poll's baseline.
  baselineMs: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function serverTime(app: FastifyInstance, url: string, headers: Record<string, string>, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p99: percentile(times, 99) };
}

export async function benchRealtime(
  app: FastifyInstance,
  database: Database,
  base: string,
): Promise<RealtimeResult> {
  const { db } = database;
  const emails = benchEmails(REALTIME_MEMBERS);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const [host, ...members] = people;
  const { eventId, groupId } = await benchGroup(db, {
    name: "Realtime bench group",
    description: "An event whose group chat holds every benchmark client at once, for the bench.",
    people,
  });
  // A thread with history, so the poll reads from a realistic table.
  await db.insert(messages).values(
    Array.from({ length: 300 }, (_, i) => ({
      senderId: people[i % people.length]!.id,
      groupId: groupId,
      content: `Earlier message ${i}`,
      createdAt: new Date(Date.now() - (300 - i) * 60_000),
    })),
  );
  const tokens = await Promise.all(
    members.map(
      async (m) => (await createSession({ db, keys: app.deps.sessionKeys, userId: m.id })).accessToken,
    ),
  );
  const hostToken = (await createSession({ db, keys: app.deps.sessionKeys, userId: host!.id })).accessToken;

  // Connect every client and wait for each to be ready.
  const wsUrl = `${base.replace("http", "ws")}/api/ws`;
  let onMessage: (content: string, at: number) => void = () => {};
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(wsUrl);
          socket.on("open", () => socket.send(JSON.stringify({ type: "auth", token })));
          socket.on("error", reject);
          socket.on("message", (data) => {
            const at = performance.now();
            const frame = JSON.parse(String(data));
            if (frame.type === "ready") resolve(socket);
            else if (frame.type === "group-message") onMessage(frame.message.content, at);
          });
        }),
    ),
  );

  const send = async (content: string) => {
    const res = await fetch(`${base}/api/group/messages/send/${eventId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${hostToken}`, "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (!res.ok) throw new Error(`send answered ${res.status}`);
  };
  const round = async (content: string) => {
    const latencies: number[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${latencies.length} of ${sockets.length} deliveries`)),
        10_000,
      );
      onMessage = (got, at) => {
        if (got !== content) return;
        latencies.push(at - started);
        if (latencies.length === sockets.length) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    const started = performance.now();
    await send(content);
    await done;
    return latencies;
  };

  const trips: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/auth/config`)).arrayBuffer();
    trips.push(performance.now() - t0);
  }
  const roundTripMs = trips.reduce((a, b) => a + b, 0) / trips.length;

  await round("warm-up 1");
  await round("warm-up 2");
  const all: number[] = [];
  for (let i = 0; i < ROUNDS; i++) all.push(...(await round(`measured ${i}`)));
  for (const s of sockets) s.close();
  all.sort((a, b) => a - b);

  // One 3-second poll: the catch-up read a chat screen makes while its socket is down.
  const headers = { authorization: `Bearer ${tokens[0]}` };
  const since = encodeURIComponent(new Date(Date.now() - 10_000).toISOString());
  const baseline = await serverTime(app, "/api/auth/config", {}, 300);
  const poll = await serverTime(app, `/api/group/messages/${eventId}?since=${since}`, headers, 300);
  await db.delete(events).where(eq(events.id, eventId));
  return {
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    deliveries: all.length,
    roundTripMs,
    pollMs: poll.mean,
    pollP99: poll.p99,
    baselineMs: baseline.mean,
  };
}
