import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFAULT_EVENT_IMAGE, HOME_BACKGROUND } from "../../src/shared/category-images";
import { COVER_SIZES, coverSrcSet } from "../../src/shared/cover-image";
import { EARLY_READ_GLOBAL } from "../../src/web/lib/early-read";
import { type EarlyPage, earlyReadAsset, earlyReadScript } from "./early-read";

type Asked = { url: string; headers: Record<string, string> };

/** The page whose script runs at an address: an experience's, home's, else the list's. */
const pageAt = (pathname: string): EarlyPage =>
  pathname.startsWith("/event/") ? "event" : pathname === "/" ? "home" : "events";

/**
 * Runs a page's script as a browser would (the page's own for the address unless `page` says), at
 * `pathname` with `token` stored; what it asked for.
 */
function runAt(
  pathname: string,
  token: string | null,
  options: {
    serviceWorker?: boolean;
    window?: Record<string, unknown>;
    search?: string;
    session?: Record<string, string>;
    /** What the read answers: its status and body (200 with an empty list by default). */
    answer?: { status: number; body: unknown };
    page?: EarlyPage;
  } = {},
) {
  const asked: Asked[] = [];
  const window: Record<string, unknown> = options.window ?? {};
  const head: Record<string, unknown>[] = [];
  const { status, body } = options.answer ?? { status: 200, body: { success: true, data: [] } };
  // The answer as the script reads it: whether it is ok, and a copy's JSON (the app reads the body).
  const read: Promise<unknown>[] = [];
  const response = () => ({
    ok: status >= 200 && status < 300,
    clone: () => ({ json: () => read[read.push(Promise.resolve(body)) - 1] }),
  });
  runInNewContext(earlyReadScript(options.page ?? pageAt(pathname)), {
    window,
    location: { pathname, search: options.search ?? "" },
    localStorage: { getItem: (key: string) => (key === "accessToken" ? token : null) },
    sessionStorage: { getItem: (key: string) => options.session?.[key] ?? null },
    navigator: options.serviceWorker ? { serviceWorker: { controller: {} } } : {},
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return Promise.resolve(response());
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, unknown>) => head.push(link) },
    },
    encodeURIComponent,
    decodeURIComponent,
    performance: { now: () => SENT_AT },
  });
  return {
    asked,
    /** The links the script put in the head, once it has read the answer (or had none to read). */
    head: async () => {
      await Promise.all(read);
      // What the script does with the answer runs in the microtasks that follow it: all done here.
      await new Promise((resolve) => setImmediate(resolve));
      return head;
    },
    left: window[EARLY_READ_GLOBAL] as { url: string; response: Promise<unknown>; at: number } | undefined,
  };
}

// The page's clock as the script reads it when it asks.
const SENT_AT = 1234.5;

describe("the script an experience's page and the list's start their read with", () => {
  it("asks for the experience at the page's address with the stored token, and leaves the answer", () => {
    const { asked, left } = runAt("/event/3f2a-b9", "token-1");
    expect(asked).toEqual([
      {
        url: "/api/events/3f2a-b9",
        headers: { Accept: "application/json", Authorization: "Bearer token-1" },
      },
    ]);
    expect(left?.url).toBe("/api/events/3f2a-b9");
    // And when it went out: the catch-up once the socket is live counts the read from then.
    expect(left?.at).toBe(SENT_AT);
  });

  it("spells the id as the app does (decoded, then encoded once)", () => {
    expect(runAt("/event/a%20b/", "t").asked[0]?.url).toBe("/api/events/a%20b");
    expect(runAt("/event/a b", "t").asked[0]?.url).toBe("/api/events/a%20b");
  });

  it("asks nothing without a usable token, elsewhere, or with the service worker in charge", () => {
    for (const token of [null, "", "  ", "undefined", "null"])
      expect(runAt("/event/e1", token).asked).toEqual([]);
    expect(runAt("/events/", "t", { serviceWorker: true }).asked).toEqual([]);
    expect(runAt("/event/e1/reviews", "t").asked).toEqual([]);
    expect(runAt("/event/%E0%A4", "t").asked).toEqual([]);
    // Each page's script reads only its own screen's.
    expect(runAt("/events", "t", { page: "event" }).asked).toEqual([]);
    expect(runAt("/event/e1", "t", { page: "events" }).asked).toEqual([]);
    expect(runAt("/event/e1", "t", { page: "home" }).asked).toEqual([]);
    const controlled = runAt("/event/e1", "t", { serviceWorker: true });
    expect(controlled.asked).toEqual([]);
    expect(controlled.left).toBeUndefined();
  });

  it("asks for the list's first page on /events with no filter and Near me off, and for no other list", () => {
    // The same address as the screen's first read (features/events/first-reads.test.ts).
    for (const pathname of ["/events", "/events/"]) {
      const { asked, left } = runAt(pathname, "token-2");
      expect(asked).toEqual([
        {
          url: "/api/events?limit=12",
          headers: { Accept: "application/json", Authorization: "Bearer token-2" },
        },
      ]);
      expect(left?.url).toBe("/api/events?limit=12");
    }
    expect(runAt("/events", "t", { search: "?q=trek" }).asked).toEqual([]);
    expect(runAt("/events", "t", { session: { "meetup.nearMe": "18.52,73.86" } }).asked).toEqual([]);
    expect(runAt("/events", null).asked).toEqual([]);
    for (const pathname of ["/", "/chat", "/events/x", "/eventsx"])
      expect(runAt(pathname, "t").asked).toEqual([]);
  });

  it("asks for the list's first card's picture as the card draws it, once the list names it", async () => {
    const listing = (image: string | null) => ({
      status: 200,
      body: { success: true, data: [{ image }, { image: null }] },
    });
    const upload = `/uploads/${"ab".repeat(20)}.webp`;
    expect(await runAt("/events", "t", { answer: listing(upload) }).head()).toEqual([
      {
        rel: "preload",
        as: "image",
        fetchPriority: "high",
        href: upload,
        imageSrcset: coverSrcSet(upload),
        imageSizes: COVER_SIZES,
      },
    ]);
    const preset = "/images/categories/adventure-treks-1.webp";
    expect(await runAt("/events", "t", { answer: listing(preset) }).head()).toEqual([
      { rel: "preload", as: "image", fetchPriority: "high", href: preset },
    ]);
    expect((await runAt("/events", "t", { answer: listing(null) }).head())[0]?.href).toBe(
      DEFAULT_EVENT_IMAGE,
    );
    // Nothing for an empty list, a refused read, or an experience (its page names its cover itself).
    expect(await runAt("/events", "t").head()).toEqual([]);
    const refused = { status: 401, body: { success: false, message: "jwt expired" } };
    expect(await runAt("/events", "t", { answer: refused }).head()).toEqual([]);
    expect(await runAt("/event/e1", "t", { answer: listing(preset) }).head()).toEqual([]);
  });

  it("asks for home's picture on / for a member with a session, and reads nothing there", async () => {
    const home = runAt("/", "t");
    expect(await home.head()).toEqual([
      { rel: "preload", as: "image", fetchPriority: "high", href: HOME_BACKGROUND },
    ]);
    expect(home.asked).toEqual([]);
    expect(home.left).toBeUndefined();
    expect(await runAt("/", null).head()).toEqual([]);
    expect(await runAt("/", "t", { serviceWorker: true }).head()).toEqual([]);
  });

  it("asks nothing once the app has read the experience itself (its code ran first)", () => {
    const closed = runAt("/event/e1", "t", { window: { [EARLY_READ_GLOBAL]: null } });
    expect(closed.asked).toEqual([]);
    expect(closed.left).toBeNull();
  });

  it("is a file named for its content, run first and without waiting for the page", () => {
    const asset = earlyReadAsset("/", "events");
    expect(asset.fileName).toMatch(/^assets\/early-read-events-[\w-]{8}\.js$/);
    expect(asset.tag).toBe(`<script async fetchpriority="high" src="/${asset.fileName}"></script>`);
    expect(earlyReadAsset("/", "events").fileName).toBe(asset.fileName);
    // Each page's script holds its own work only: an experience's page, the most opened cold, carries
    // neither the list's read and pictures nor home's.
    expect(earlyReadAsset("/", "event").fileName).not.toBe(asset.fileName);
    for (const other of ["limit=12", "createElement", HOME_BACKGROUND])
      expect(earlyReadScript("event")).not.toContain(other);
  });
});
