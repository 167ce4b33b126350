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
  });
});
