import { like } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_CODES } from "../../../shared/contracts/realtime";
import { type Database, openDatabase } from "../../db/client";
import { jobs, pushSubscriptions, signingKeys } from "../../db/schema";
import { keyRing } from "../../platform/signing-keys/key-ring";
import { createPgTestDatabase } from "../../test/database";
import { createEvent, createUser, sessionFor } from "../../test/factories";
import { type ServerProcess, startServerProcess } from "../../test/server-process";
import { connectSocket } from "../../test/ws-client";
import { DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { ringSessionKeys, type SessionKeys } from "../auth/session-keys";

// Two real server processes on one PostgreSQL and one Redis: a message sent through one reaches a
// client of the other within a second. PostgreSQL runs only (PGlite is one process per directory).
// As an operator would run them (issue 14): each with its own DATA_DIR and no SESSION_SECRET, started
// at the same moment on an empty database, so they must agree on the keys in the database.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const created = await createPgTestDatabase();

// Ready once /api/ready answers (database, Redis and migrations), as a balancer would wait.
const startServer = (databaseUrl: string) =>
  startServerProcess({ env: { NODE_ENV: "test", DATABASE_URL: databaseUrl, REDIS_URL } });

describe.skipIf(!created)("two server processes on one PostgreSQL and Redis", () => {
  let servers: ServerProcess[] = [];
  let database: Database;
  let sessionKeys: SessionKeys;

  beforeAll(async () => {
    servers = await Promise.all([startServer(created!.url), startServer(created!.url)]);
    database = await openDatabase({ kind: "postgres", url: created!.url, poolSize: 2 }, { migrate: false });
    sessionKeys = ringSessionKeys(keyRing({ db: database.db, purpose: "session" }));
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    for (const s of servers) s.cleanUp();
    await database?.close();
    await created?.drop();
  });

  const member = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(database.db, overrides);
    return { ...user, ...(await sessionFor(database.db, sessionKeys, user.id)) };
  };

  it("agree on one key per purpose, made by whichever started first", async () => {
    const keys = await database.db
      .select({ purpose: signingKeys.purpose, retiredAt: signingKeys.retiredAt })
      .from(signingKeys);
    expect(keys.map((k) => k.purpose).sort()).toEqual(["dev-idp", "session", "unsubscribe"]);
    expect(keys.every((k) => k.retiredAt === null)).toBe(true);
  });

  it("accept on one a sign-in made through the other's development issuer", async () => {
    const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const email = "across@example.test";
    await createUser(database.db, { issuer: DEV_ISSUER, subject: devSubject(email), email });
    const postJson = (url: string, body: object) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    // An ID token from one's issuer signs in on two, and two's access token works on one.
    const { idToken } = (await (await postJson(`${one.base}/dev-idp/token`, { email })).json()) as {
      idToken: string;
    };
    const login = await postJson(`${two.base}/api/users/login`, { firebaseToken: idToken });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { accessToken: string; user: { _id: string } } };
    const me = await fetch(`${one.base}/api/users/${data.user._id}`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it("deliver a message sent through one to a client of the other within a second", async () => {
    const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const sender = await member();
    const receiver = await member();
    const socket = await connectSocket(two.base, receiver.token);

    const started = performance.now();
    const res = await fetch(`${one.base}/api/message/send/${receiver.id}`, {
      method: "POST",
      headers: { ...sender.headers, "content-type": "application/json" },
      body: JSON.stringify({ content: "Hello from process one" }),
    });
    expect(res.status).toBe(200);
    const frame = await socket.next("direct-message", undefined, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(frame.message).toMatchObject({ senderId: sender.id, content: "Hello from process one" });
    socket.close();
  });

  it("push a direct message only when the recipient has the app open on neither process", async () => {
    const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const sender = await member();
    const receiver = await member();
    await database.db.insert(pushSubscriptions).values({
      userId: receiver.id,
      endpoint: `https://push.invalid/${receiver.id}`,
      p256dh: "BExample",
      auth: "example",
    });
    const send = (content: string) =>
      fetch(`${one.base}/api/message/send/${receiver.id}`, {
        method: "POST",
        headers: { ...sender.headers, "content-type": "application/json" },
        body: JSON.stringify({ content }),
      });
    const pushJobs = () =>
      database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(like(jobs.dedupKey, `push:message:${sender.id}:${receiver.id}:%`));

    // Open on process two, sent through process one: no push.
    const socket = await connectSocket(two.base, receiver.token);
    expect((await send("Are you in?")).status).toBe(200);
    await socket.next("direct-message", undefined, 1000);
    expect(await pushJobs()).toEqual([]);

    // Closed everywhere (process two has dropped its claim): the next message is pushed.
    socket.close();
    const redis = new Redis(REDIS_URL);
    await expect.poll(() => redis.zcard(`meetup:presence:${receiver.id}`)).toBe(0);
    redis.disconnect();
    expect((await send("Still on for 6?")).status).toBe(200);
    expect(await pushJobs()).toHaveLength(1);
  });

  it("deliver group messages across processes and close a banned member's sockets on both", async () => {
    const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const host = await member();
    const seeker = await member();
    const admin = await member({ role: "admin" });
    const event = await createEvent(database.db, { createdBy: host.id, status: "pending" });
    const post = (
      base: string,
      url: string,
      who: { headers: Record<string, string> },
      method = "POST",
      body?: object,
    ) =>
      fetch(`${base}${url}`, {
        method,
        headers: { ...who.headers, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await post(one.base, `/api/admin/events/${event.id}/approve`, admin, "PATCH");
    await post(two.base, `/api/events/${event.id}/join`, seeker);
    await post(one.base, `/api/events/${event.id}/request/${seeker.id}/approve`, host);

    const onOne = await connectSocket(one.base, seeker.token);
    const onTwo = await connectSocket(two.base, seeker.token);
    await post(two.base, `/api/group/messages/send/${event.id}`, host, "POST", { content: "Meet at 6" });
    for (const s of [onOne, onTwo])
      await s.next("group-message", (f) => f.message.content === "Meet at 6", 1000);

    await post(two.base, `/api/admin/users/${seeker.id}/ban`, admin, "PATCH");
    expect(await onOne.closed).toBe(CLOSE_CODES.banned);
    expect(await onTwo.closed).toBe(CLOSE_CODES.banned);
  });
});
