import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { backdateFetchStart, fetchedSince, noteOfflineAnswer, trackFetchStarts } from "./fetch-starts";

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function tracked() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  trackFetchStarts(client.getQueryCache());
  const query = (key: string) => client.getQueryCache().find({ queryKey: [key], exact: true });
  return { client, query };
}

describe("when each read went out, for the catch-up once the socket is live", () => {
  it("tells a read sent after a moment from one sent before it, and from one never seen", async () => {
    const { client, query } = tracked();
    await client.fetchQuery({ queryKey: ["early"], queryFn: () => 1 });
    const moment = performance.now();
    await client.fetchQuery({ queryKey: ["late"], queryFn: () => 2 });
    client.setQueryData(["seeded"], 3);
    const held = (key: string) => query(key) as NonNullable<ReturnType<typeof query>>;

    expect(fetchedSince(held("early"), moment)).toBe(false);
    expect(fetchedSince(held("late"), moment)).toBe(true);
    // Data put in the cache without a read (an offline copy, a push) proves nothing.
    expect(fetchedSince(held("seeded"), moment)).toBe(false);

    // Read again after the moment: now it counts as after.
    await client.fetchQuery({ queryKey: ["early"], queryFn: () => 1, staleTime: 0 });
    expect(fetchedSince(held("early"), moment)).toBe(true);
  });

  it("is the moment the query asked", async () => {
    const { client, query } = tracked();
    const before = performance.now();
    await client.fetchQuery({ queryKey: ["list"], queryFn: async () => "answer" });
    const held = query("list");
    if (!held) throw new Error("no query");
    expect(fetchedSince(held, before - 1)).toBe(true);
    expect(fetchedSince(held, performance.now() + 1)).toBe(false);
  });

  it("is the page's own read's moment when the query took it, which is earlier", async () => {
    const { client, query } = tracked();
    const pageRead = performance.now() - 5_000;
    void client.prefetchQuery({ queryKey: ["event"], queryFn: async () => "answer" });
    backdateFetchStart(query("event"), pageRead);
    const held = query("event");
    if (!held) throw new Error("no query");
    expect(fetchedSince(held, pageRead - 1)).toBe(true);
    expect(fetchedSince(held, pageRead + 1)).toBe(false);
    // Never later than the query's own start.
    backdateFetchStart(held, performance.now() + 60_000);
    expect(fetchedSince(held, pageRead + 1)).toBe(false);
  });

  it("counts a read answered from the device's cache as never read", async () => {
    const { client, query } = tracked();
    const before = performance.now();
    await client.fetchQuery({
      queryKey: ["offline"],
      queryFn: async () => {
        noteOfflineAnswer();
        return "days old";
      },
    });
    await client.fetchQuery({ queryKey: ["online"], queryFn: async () => "fresh" });
    const [offline, online] = [query("offline"), query("online")];
    if (!offline || !online) throw new Error("no query");
    expect(fetchedSince(offline, Number.NEGATIVE_INFINITY)).toBe(false);
    expect(fetchedSince(online, before - 1)).toBe(true);
    // A push written into a read's data is not an answer from the cache, even after one came.
    noteOfflineAnswer();
    client.setQueryData(["online"], "pushed");
    expect(fetchedSince(online, before - 1)).toBe(true);
  });
});
