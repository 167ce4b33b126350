import { listEvents } from "@shared/endpoints/events";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_READ_GLOBAL } from "../../lib/early-read";
import { fetchedSince, trackFetchStarts } from "../../lib/queries/fetch-starts";
import { answer, keyOf, ok, route } from "../../test/api-stub";
import { makeCard } from "../../test/fixtures/events";
import { eventsListQuery } from "./api";
import { EMPTY_FILTERS } from "./filters";
import { readEventsList } from "./first-reads";

// The address /events' own page asks for as it arrives (scripts/build/early-read.ts, whose test pins
// the same address): the list's first page, no filter, Near me off.
const PAGE_READ = "/api/events?limit=12";

const holder = globalThis as Record<string, unknown>;
// When the page's read went out (performance.now()): a moment before the app takes it.
let pageSentAt = 0;
const pageRead = (status: number, body: unknown) => {
  const response = new Response(JSON.stringify(body), { status });
  pageSentAt = performance.now() - 1;
  holder[EARLY_READ_GLOBAL] = { url: PAGE_READ, response: Promise.resolve(response), at: pageSentAt };
  return response;
};

afterEach(() => {
  delete holder[EARLY_READ_GLOBAL];
});

const listData = (client: QueryClient, filters = EMPTY_FILTERS) =>
  client.getQueryData(eventsListQuery(filters, null).queryKey);

describe("the list's first read on a cold visit to /events", () => {
  it("takes the page the page itself asked for, and asks for nothing", async () => {
    const calls = route(() => undefined);
    const card = makeCard({ _id: "e-early" });
    pageRead(200, { success: true, data: [card], nextCursor: "c2" });
    const client = new QueryClient();
    trackFetchStarts(client.getQueryCache());
    readEventsList(client, "");
    await vi.waitFor(() =>
      expect(listData(client)).toEqual({ pages: [{ events: [card], nextCursor: "c2" }], pageParams: [null] }),
    );
    expect(calls).toEqual([]);
    expect(holder[EARLY_READ_GLOBAL]).toBeNull();
    // Its read went out when the page's did, not when the app took it over (ADR 0068).
    const query = client.getQueryCache().find({ queryKey: eventsListQuery(EMPTY_FILTERS, null).queryKey });
    if (!query) throw new Error("no list query");
    expect(fetchedSince(query, pageSentAt - 1)).toBe(true);
    expect(fetchedSince(query, pageSentAt)).toBe(false);
  });

  it("reads a filtered list itself and lets the page's read end", async () => {
    const own = makeCard({ _id: "e-trek" });
    answer({
      [keyOf(listEvents, undefined, { q: "trek", limit: 12 })]: ok(listEvents, [own], { nextCursor: null }),
    });
    const unused = pageRead(200, { success: true, data: [makeCard()], nextCursor: null });
    const client = new QueryClient();
    readEventsList(client, "?q=trek");
    const filters = { ...EMPTY_FILTERS, q: "trek" };
    await vi.waitFor(() =>
      expect(listData(client, filters)).toEqual({
        pages: [{ events: [own], nextCursor: null }],
        pageParams: [null],
      }),
    );
    await vi.waitFor(() => expect(unused.bodyUsed).toBe(true));
  });

  it("reads itself when the page's read was refused (an expired token)", async () => {
    const own = makeCard({ _id: "e-own" });
    answer({ [keyOf(listEvents, undefined, { limit: 12 })]: ok(listEvents, [own], { nextCursor: null }) });
    pageRead(401, { success: false, message: "jwt expired" });
    const client = new QueryClient();
    readEventsList(client, "");
    await vi.waitFor(() =>
      expect(listData(client)).toEqual({ pages: [{ events: [own], nextCursor: null }], pageParams: [null] }),
    );
  });
});
