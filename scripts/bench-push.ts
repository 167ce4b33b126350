// The push-not-pull part of `npm run bench`: recipients in one event group, each running the web
// app's own frame -> cache code (src/web/lib/realtime-cache.ts) on a real QueryClient whose chat
// list, unread counts and notifications are active queries fetching from the real server. Counts
// the HTTP requests those clients make while group messages are delivered; none of them has the
// thread open, so the answer should be (close to) none.

import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import type { Database } from "../src/server/db/client";
import { events, users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import type { ServerFrame } from "../src/shared/contracts/realtime";
import { CHAT_LIST_FIRST } from "../src/shared/limits";
import { chatKeys, companionKeys, notificationKeys, unreadKeys } from "../src/web/lib/queries/keys";
import { applyFrame } from "../src/web/lib/realtime-cache";
import { benchGroup } from "./bench-group";
import { benchEmails } from "./bench-seed";

const RECIPIENTS = Number(process.env.BENCH_PUSH_RECIPIENTS ?? 20);
/** The seeded members this measurement signs in (bench.ts checks the seed holds them). */
export const PUSH_MEMBERS = { first: 3000, count: RECIPIENTS + 1 };
const MESSAGES = Number(process.env.BENCH_PUSH_MESSAGES ?? 10);

export type PushResult = { recipients: number; messages: number; requests: number; perRecipient: number };

// What a member's screen keeps active while on the chat list: the list itself, the unread badges
// and the header's notifications.
// The chat list is its first screenful and the count (ADR 0058), held as the web holds it.
type Body = { data: unknown; total?: number };
const ACTIVE: [readonly unknown[], string, (body: Body) => unknown][] = [
  [unreadKeys.all, "/api/chat/unread", (body) => body.data],
  [notificationKeys.all, "/api/notifications", (body) => body.data],
  [
    companionKeys.newest,
    `/api/message/getAllFriends?limit=${CHAT_LIST_FIRST}`,
    (body) => ({ items: body.data, total: body.total }),
  ],
  [chatKeys.groups, "/api/group/my-groups", (body) => body.data],
];

type Recipient = { requests: number; frames: number; idle: () => boolean; close: () => void };

async function startRecipient(base: string, userId: string, token: string): Promise<Recipient> {
  // The web app's defaults (src/web/lib/query-client.ts, which needs the browser to import).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const state = { requests: 0, frames: 0 };
  const unsubscribe = ACTIVE.map(([queryKey, path, read]) =>
    new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        state.requests += 1;
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        return read((await res.json()) as Body);
      },
    }).subscribe(() => {}),
  );
  const socket = new WebSocket(`${base.replace("http", "ws")}/api/ws`);
  await new Promise<void>((resolve, reject) => {
    socket.on("open", () => socket.send(JSON.stringify({ type: "auth", token })));
    socket.on("error", reject);
    socket.on("message", (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === "ready") return resolve();
      if (frame.type === "group-message") state.frames += 1;
      // Nobody here looks at the thread (the bench's members sit on the chat list).
      applyFrame(queryClient, frame, { me: userId, isViewing: () => false });
    });
  });
  return {
    get requests() {
      return state.requests;
    },
    get frames() {
      return state.frames;
    },
    idle: () => queryClient.isFetching() === 0,
    close: () => {
      socket.close();
      for (const stop of unsubscribe) stop();
      queryClient.clear();
    },
  };
}

const until = async (what: string, ok: () => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`bench-push: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

export async function benchPush(app: FastifyInstance, database: Database, base: string): Promise<PushResult> {
  const { db } = database;
  const emails = benchEmails(PUSH_MEMBERS);
  const [host, ...members] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails));
  const { eventId } = await benchGroup(db, {
    name: "Push bench group",
    description: "An event whose group chat is used to count the requests a pushed message causes.",
    people: [host!, ...members],
  });
  const session = async (userId: string) =>
    (await createSession({ db, keys: app.deps.sessionKeys, userId })).accessToken;
  const hostToken = await session(host!.id);
  const recipients = await Promise.all(
    members.map(async (m) => startRecipient(base, m.id, await session(m.id))),
  );
  // Every client has loaded its screens; from here on, only what the messages cause is counted.
  await until("the first loads", () => recipients.every((r) => r.idle()));
  const before = recipients.reduce((n, r) => n + r.requests, 0);

  for (let i = 0; i < MESSAGES; i++) {
    const res = await fetch(`${base}/api/group/messages/send/${eventId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${hostToken}`, "content-type": "application/json" },
      body: JSON.stringify({ content: `Push bench ${i}` }),
    });
    if (!res.ok) throw new Error(`send answered ${res.status}`);
  }
  await until("every delivery", () => recipients.every((r) => r.frames === MESSAGES));
  // Requests a frame starts begin at once; wait until those have all answered.
  await new Promise((resolve) => setImmediate(resolve));
  await until("the refetches", () => recipients.every((r) => r.idle()));
  const requests = recipients.reduce((n, r) => n + r.requests, 0) - before;
  for (const r of recipients) r.close();
  await db.delete(events).where(inArray(events.id, [eventId]));
  return {
    recipients: recipients.length,
    messages: MESSAGES,
    requests,
    perRecipient: requests / (MESSAGES * recipients.length),
  };
}
