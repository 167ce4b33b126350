import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, testAppForFile } from "../test/app";
import { testDatabaseKind } from "../test/database";
import { createEvent } from "../test/factories";
import { enqueue } from "./jobs/queue";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const t = testAppForFile({ metrics: { port: undefined, host: "127.0.0.1", token: TOKEN } });
const bearer = { authorization: `Bearer ${TOKEN}` };

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: bearer });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("names each family: requests, queries, pool, sockets, bus lag, queue, memory and event-loop lag", async () => {
    // A query first, so that the pool has opened a client.
    expect((await t.call("GET", "/api/health")).statusCode).toBe(200);
    const text = await scrape();
    const families = [
      "meetup_http_request_duration_seconds histogram",
      "meetup_db_query_duration_seconds histogram",
      "meetup_db_queries_in_flight gauge",
      "meetup_realtime_open_sockets gauge",
      "meetup_realtime_bus_lag_seconds histogram",
      "meetup_job_queue_depth gauge",
      "process_resident_memory_bytes gauge",
      "nodejs_heap_size_used_bytes gauge",
      "nodejs_eventloop_lag_seconds gauge",
      "nodejs_eventloop_lag_p99_seconds gauge",
    ];
    if (testDatabaseKind() === "postgres") families.push("meetup_db_pool_clients gauge");
    for (const family of families) expect(text).toContain(`# TYPE ${family}\n`);
    if (testDatabaseKind() === "postgres") {
      expect(sample(text, 'meetup_db_pool_clients{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'meetup_db_pool_clients{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain("meetup_db_pool_clients");
    }
    expect(sample(text, "meetup_realtime_open_sockets")).toBe(0);
  });

  it("counts a request under its route pattern and status, never its URL", async () => {
    const member = await t.login();
    const event = await createEvent(t.database.db, { createdBy: member.id, status: "approved" });
    const series =
      'meetup_http_request_duration_seconds_count{method="GET",route="/api/events/:id",status_code="200"}';
    const before = sample(await scrape(), series) ?? 0;
    expect((await t.call("GET", `/api/events/${event.id}`, member)).statusCode).toBe(200);
    expect((await t.call("GET", "/api/no-such-route/123")).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain(event.id);
    expect(text).not.toContain("no-such-route");
    expect(
      sample(
        text,
        'meetup_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // The request's queries were timed, and none is left under way.
    expect(sample(text, "meetup_db_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(sample(text, "meetup_db_queries_in_flight")).toBe(0);
  });

  it("reads the job queue's depth from the database at each scrape", async () => {
    const before = sample(await scrape(), 'meetup_job_queue_depth{state="pending"}') ?? 0;
    await enqueue(t.database.db, { kind: "metrics-test", payload: {}, dedupKey: "metrics-test:1" });
    const text = await scrape();
    expect(sample(text, 'meetup_job_queue_depth{state="pending"}')).toBe(before + 1);
    expect(sample(text, 'meetup_job_queue_depth{state="failed"}')).toBe(0);
  });

  it("times an in-process realtime event from publish to arrival", async () => {
    const series = "meetup_realtime_bus_lag_seconds_count";
    const before = sample(await scrape(), series) ?? 0;
    await t.app.deps.realtime.publish({
      type: "user-banned",
      userId: "00000000-0000-0000-0000-000000000000",
    });
    await expect.poll(async () => sample(await scrape(), series)).toBe(before + 1);
  });

  it("answers the main port only with the token (401 without or with another)", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(none.body).not.toContain("meetup_");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/metrics", headers: bearer })).statusCode).toBe(200);
  });
});

describe("/metrics without a token", () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("is 404 on the main port, even with a bearer", async () => {
    const plain = await buildTestApp();
    apps.push(plain);
    expect((await plain.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    const guessed = await plain.app.inject({ method: "GET", url: "/metrics", headers: bearer });
    expect(guessed.statusCode).toBe(404);
    expect(plain.app.deps.metricsServer).toBeUndefined();
  });

  it("is served on METRICS_PORT, bound to METRICS_HOST, while the main port stays 404", async () => {
    const own = await buildTestApp({ metrics: { port: 0, host: "127.0.0.1", token: undefined } });
    apps.push(own);
    const address = own.app.deps.metricsServer?.server.address() as AddressInfo;
    expect(address.address).toBe("127.0.0.1");
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("# TYPE meetup_http_request_duration_seconds histogram");
    expect((await fetch(`http://127.0.0.1:${address.port}/api/health`)).status).toBe(404);
    expect((await own.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });

  it("times realtime events through Redis", async () => {
    const viaRedis = await buildTestApp({
      redisUrl: REDIS_URL,
      metrics: { port: undefined, host: "127.0.0.1", token: TOKEN },
    });
    apps.push(viaRedis);
    const read = async () => {
      const res = await viaRedis.app.inject({ method: "GET", url: "/metrics", headers: bearer });
      return sample(res.body, "meetup_realtime_bus_lag_seconds_count") ?? 0;
    };
    const before = await read();
    await viaRedis.app.deps.realtime.publish({
      type: "session-ended",
      sessionId: "00000000-0000-0000-0000-000000000000",
    });
    await expect.poll(read).toBeGreaterThan(before);
    const res = await viaRedis.app.inject({ method: "GET", url: "/metrics", headers: bearer });
    // Loopback Redis: well under a second.
    expect(sample(res.body, 'meetup_realtime_bus_lag_seconds_bucket{le="1"}')).toBeGreaterThan(before);
  });
});
