import { eventDetail, listEvents } from "@shared/endpoints/events";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { eventsListQuery } from "../features/events/api";
import { readFilters } from "../features/events/filters";
import { EARLY_READ_GLOBAL } from "../lib/early-read";
import { eventKeys } from "../lib/queries/keys";
import { createQueryClient } from "../lib/query-client";
import { saveSession } from "../lib/token-storage";
import { answer, keyOf, ok, recordCalls } from "../test/api-stub";
import { makeCard, makeDetail } from "../test/fixtures/events";
import { preloadScreens, screensLoaded } from "./router";

// preloadScreens asks for each screen's code without waiting for it; a test that ended with that
// code still loading left the next file of its worker (they share modules) an import after its
// environment was gone (CI, 2026-12-01). Each test waits for the code its navigation asked for.

// Issue 41: /events and an experience's page start their read beside their code, so a first visit's
// largest image waits for one request less. The read is the screen's own query: when the screen
// renders, it finds the answer (or the read in flight) under the key it asks for.
describe("a screen's first read", () => {
  // The slot the app closes at its first read of an experience (lib/early-read.ts), opened again
  // for the next test: files share a worker's globals.
  afterEach(() => {
    Reflect.deleteProperty(globalThis, EARLY_READ_GLOBAL);
  });

  it("starts /events' list for the address's filters, under the list's own key", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const calls = recordCalls();
    answer({ [keyOf(listEvents)]: ok(listEvents, [makeCard({ _id: "e1" })], { nextCursor: null }) });
    const client = createQueryClient();
    await preloadScreens({ pathname: "/events", search: "?category=Food&sort=soonest" }, client);

    const key = eventsListQuery(
      readFilters(new URLSearchParams("category=Food&sort=soonest")),
      null,
    ).queryKey;
    // In the cache once started, before the screen's code (and before the answer).
    expect(client.getQueryCache().find({ queryKey: key, exact: true })?.state.fetchStatus).toBe("fetching");
    await screensLoaded({ pathname: "/events" });
    await waitFor(() => expect(client.getQueryData(key)?.pages[0]?.events.map((e) => e._id)).toEqual(["e1"]));
    const reads = calls.filter((call) => call.url.startsWith("/api/events?"));
    expect(reads).toHaveLength(1);
    const params = new URL(reads[0]!.url, "http://x").searchParams;
    expect(params.get("category")).toBe("Food");
    expect(params.get("sort")).toBe("soonest");
    expect(params.get("limit")).toBe("12");
    expect(reads[0]!.token).toBe("tok");
  });

  it("starts an experience's read under the key its page and the chat read", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const calls = recordCalls();
    answer({ [keyOf(eventDetail, { id: "e7" })]: ok(eventDetail, makeDetail({ _id: "e7" })) });
    const client = createQueryClient();
    await preloadScreens({ pathname: "/event/e7", search: "" }, client);
    await screensLoaded({ pathname: "/event/e7" });

    await waitFor(() => expect(client.getQueryData<{ _id: string }>(eventKeys.detail("e7"))?._id).toBe("e7"));
    expect(calls.filter((call) => call.url === "/api/events/e7")).toHaveLength(1);
  });

  // The page's script (scripts/build/early-read.ts) asked before the app ran and answered `started`;
  // the stub answers any later call of the app's own with another name.
  async function readWithEarly(id: string, started: Response) {
    saveSession({ accessToken: "tok", userId: "u1" });
    const calls = recordCalls();
    answer({ [keyOf(eventDetail, { id })]: ok(eventDetail, makeDetail({ _id: id, name: "Own read" })) });
    (globalThis as Record<string, unknown>)[EARLY_READ_GLOBAL] = {
      url: `/api/events/${id}`,
      response: Promise.resolve(started),
    };
    const client = createQueryClient();
    await preloadScreens({ pathname: `/event/${id}`, search: "" }, client);
    await screensLoaded({ pathname: `/event/${id}` });
    await waitFor(() => expect(client.getQueryData(eventKeys.detail(id))).toBeDefined());
    return {
      name: client.getQueryData<{ name: string }>(eventKeys.detail(id))?.name,
      ownReads: calls.filter((call) => call.url === `/api/events/${id}`).length,
    };
  }

  it("takes the read the page started itself for the experience, and asks for nothing more", async () => {
    const early = makeDetail({ _id: "e8", name: "Early" });
    const read = await readWithEarly("e8", new Response(JSON.stringify({ success: true, data: early })));
    expect(read).toEqual({ name: "Early", ownReads: 0 });
    expect((globalThis as Record<string, unknown>)[EARLY_READ_GLOBAL]).toBeNull();
  });

  it("asks itself when the page's own read was refused (an expired token)", async () => {
    const refused = new Response(JSON.stringify({ success: false, message: "jwt expired" }), { status: 401 });
    expect(await readWithEarly("e9", refused)).toEqual({ name: "Own read", ownReads: 1 });
  });

  it("reads nothing without a session, nor for a screen that names no read", async () => {
    const client = createQueryClient();
    // A read is in the cache once started (above): none has started here. Each screen's code and
    // words are asked for all the same.
    await preloadScreens({ pathname: "/events", search: "" }, client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    saveSession({ accessToken: "tok", userId: "u1" });
    await preloadScreens({ pathname: "/people", search: "" }, client);
    await Promise.all([screensLoaded({ pathname: "/events" }), screensLoaded({ pathname: "/people" })]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("leaves the read to the screen when the service worker serves the code from the device", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: {} }, configurable: true });
    try {
      const client = createQueryClient();
      await preloadScreens({ pathname: "/events", search: "" }, client);
      await screensLoaded({ pathname: "/events" });
      expect(client.getQueryCache().getAll()).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });
});
