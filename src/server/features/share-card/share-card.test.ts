import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { shortEventDays } from "../../../shared/share-card";
import { EVENT_NOT_FOUND } from "../../../shared/texts";
import { buildTestApp, type TestApp, testAppForFile } from "../../test/app";
import { createEvent, createUser } from "../../test/factories";
import { cardTemplate, genericCard, pageWithCard } from "./presenter";

// A link worth sharing (issue 27 item 5, ADR 0031): /event/{id} answers the app's page with the
// experience's card tags, only for an approved experience that is running and not over; every other
// id gets the app's generic card, still the app's page with 200. And the public preview the sign-in
// screen reads, with the same rules.

// index.html as the build writes it: a title, a description, the root and the script.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Find like-minded company for outings and short trips, and host your own." />
    <title>${DEFAULT_APP_NAME} — Place worth Going, place worth Knowing</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const webDir = mkdtempSync(path.join(os.tmpdir(), "meetup-share-card-"));
writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
const t = testAppForFile({ webDir });
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const BASE = "http://localhost:8080";
const DAY = 24 * 3600 * 1000;

/** The content of every `<meta property|name="key">` of a page, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`,
    "g",
  );
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}
const meta = (html: string, key: string) => metas(html, key)[0];

async function hostId() {
  return (await createUser(t.database.db, { name: "Kavya Iyer" })).id;
}

async function page(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toContain("text/html");
  // The app itself is always there, so the SPA runs (and its guard sends a visitor to sign in).
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).toContain('src="/assets/index-abc123.js"');
  return res;
}

function expectGenericCard(html: string) {
  expect(meta(html, "og:title")).toBe(DEFAULT_APP_NAME);
  expect(meta(html, "og:description")).toBe("Place worth Going, place worth Knowing");
  expect(meta(html, "og:url")).toBe(`${BASE}/`);
  expect(meta(html, "og:image")).toBe(`${BASE}/icons/icon-512.png`);
  expect(meta(html, "twitter:card")).toBe("summary");
}

describe("GET /event/{id}: the shared link's page", () => {
  it("carries an approved upcoming experience's card: name, days and area, cover, its own address", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      name: "Sunrise trek to Sinhagad",
      category: "Adventure & Treks",
      image: null,
      city: "Pune",
      state: "Maharashtra",
    });
    const res = await page(`/event/${event.id}`);
    const html = res.body;
    expect(meta(html, "og:title")).toBe("Sunrise trek to Sinhagad");
    expect(meta(html, "og:description")).toBe(`${shortEventDays(event)} · Pune, Maharashtra`);
    expect(meta(html, "og:description")).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}/);
    // No cover of its own: the category's picture, as an absolute address.
    expect(meta(html, "og:image")).toBe(`${BASE}/images/categories/adventure-treks-1.webp`);
    expect(meta(html, "og:url")).toBe(`${BASE}/event/${event.id}`);
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:site_name")).toBe(DEFAULT_APP_NAME);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    // One title and one description, the experience's (the app's own are replaced, not doubled).
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Sunrise trek to Sinhagad · ${DEFAULT_APP_NAME}</title>`);
    expect(metas(html, "description")).toEqual([meta(html, "og:description")]);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.headers.vary).toBe("Accept-Language");
    expect(meta(html, "og:locale")).toBe("en_IN");
    expect(html).toContain('<html lang="en-IN"');
  });

  it("speaks the visitor's language (Accept-Language): days, tagline, og:locale and <html lang>", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      name: "Sunrise trek to Sinhagad",
      city: "Pune",
      state: "Maharashtra",
      fromDate: new Date("2030-12-14T01:30:00Z"),
      toDate: new Date("2030-12-15T12:00:00Z"),
    });
    const ask = (url: string) =>
      t.app.inject({ method: "GET", url, headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" } });
    const html = (await ask(`/event/${event.id}`)).body;
    // 14 and 15 December 2030 are a Saturday and a Sunday in India.
    expect(meta(html, "og:description")).toBe("शनि 14 दिस॰ – रवि 15 दिस॰ · Pune, Maharashtra");
    expect(meta(html, "og:title")).toBe("Sunrise trek to Sinhagad");
    expect(meta(html, "og:locale")).toBe("hi_IN");
    expect(html).toContain('<html lang="hi-IN"');
    const generic = (await ask("/event/not-an-id")).body;
    expect(meta(generic, "og:description")).toBe("जाने लायक जगहें, जानने लायक लोग");
    expect(meta(generic, "og:title")).toBe(DEFAULT_APP_NAME);
  });

  it("uses the host's cover, uploaded or chosen, as an absolute address", async () => {
    const createdBy = await hostId();
    const key = `${"a".repeat(40)}.webp`;
    const uploaded = await createEvent(t.database.db, { createdBy, image: key });
    expect(meta((await page(`/event/${uploaded.id}`)).body, "og:image")).toBe(`${BASE}/uploads/${key}`);
    const preset = await createEvent(t.database.db, {
      createdBy,
      image: "/images/categories/food-coffee-2.webp",
    });
    expect(meta((await page(`/event/${preset.id}`)).body, "og:image")).toBe(
      `${BASE}/images/categories/food-coffee-2.webp`,
    );
  });

  it("asks for a shipped cover as the page arrives, not an upload a newcomer would not see (issue 41)", async () => {
    const createdBy = await hostId();
    // A picture the project ships is the same file on the experience's page and on the sign-in card.
    const preset = await createEvent(t.database.db, {
      createdBy,
      image: "/images/categories/food-coffee-2.webp",
    });
    expect((await page(`/event/${preset.id}`)).body).toContain(
      '<link rel="preload" as="image" href="/images/categories/food-coffee-2.webp" fetchpriority="high" />',
    );
    // An upload is its 1080 px copy on the page and its 256 px square on the sign-in card.
    const uploaded = await createEvent(t.database.db, { createdBy, image: `${"b".repeat(40)}.webp` });
    expect((await page(`/event/${uploaded.id}`)).body).not.toContain('rel="preload"');
    // Nothing for an id that names no experience anyone may see.
    expect((await page("/event/00000000-0000-4000-8000-000000000000")).body).not.toContain('rel="preload"');
  });

  it("says a stay over several days as its first and last day", async () => {
    const from = new Date(Date.now() + 10 * DAY);
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      fromDate: from,
      toDate: new Date(from.getTime() + 2 * DAY),
    });
    const description = meta((await page(`/event/${event.id}`)).body, "og:description") ?? "";
    expect(description).toMatch(/^\w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3} · Bengaluru, Karnataka$/);
  });

  it("shows a running experience that has begun but is not over", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      name: "Weekend in Coorg",
      fromDate: new Date(Date.now() - DAY),
      toDate: new Date(Date.now() + DAY),
    });
    expect(meta((await page(`/event/${event.id}`)).body, "og:title")).toBe("Weekend in Coorg");
  });

  it("gives every other id the generic card, with the app's page and 200", async () => {
    const createdBy = await hostId();
    const past = new Date(Date.now() - 3 * DAY);
    const hidden = {
      pending: { status: "pending" as const },
      rejected: { status: "rejected" as const, rejectionReason: "Not a real place" },
      cancelled: { eventStatus: "cancelled" as const },
      completed: { eventStatus: "completed" as const },
      over: { fromDate: past, toDate: new Date(past.getTime() + DAY) },
    };
    for (const [kind, overrides] of Object.entries(hidden)) {
      const event = await createEvent(t.database.db, {
        createdBy,
        name: `Secret ${kind} listing`,
        ...overrides,
      });
      const html = (await page(`/event/${event.id}`)).body;
      expectGenericCard(html);
      expect(html, kind).not.toContain(`Secret ${kind} listing`);
      expect(html, kind).not.toContain(event.id);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "12345"]) {
      expectGenericCard((await page(`/event/${id}`)).body);
    }
  });

  it("never reflects a malformed address into the page", async () => {
    const html = (await page(`/event/${encodeURIComponent('"><script>alert(1)</script>')}`)).body;
    expectGenericCard(html);
    expect(html).not.toContain("alert(1)");
  });

  it("escapes what the host typed: quotes, ampersands and tags stay text", async () => {
    const name = `Chai "&" <script>alert('x')</script> night`;
    const event = await createEvent(t.database.db, { createdBy: await hostId(), name });
    const html = (await page(`/event/${event.id}`)).body;
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain(`"&"`);
    const escaped = "Chai &quot;&amp;&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; night";
    expect(meta(html, "og:title")).toBe(escaped);
    expect(meta(html, "twitter:title")).toBe(escaped);
    expect(html).toContain(`<title>${escaped} · ${DEFAULT_APP_NAME}</title>`);
    // The only scripts are the app's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("shows nothing private: no meeting point, no host, no description", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      description: "Bring a torch and water.",
      meetingPlace: "Blue Tokai, Koregaon Park",
      meetingAddress: "Lane 7, opposite the bakery",
      meetingLat: 18.5362,
      meetingLng: 73.8931,
    });
    const html = (await page(`/event/${event.id}`)).body;
    for (const secret of ["Blue Tokai", "Lane 7", "18.53", "73.89", "Kavya", "Bring a torch"]) {
      expect(html).not.toContain(secret);
    }
  });

  it("answers HEAD, and travels compressed to a browser that accepts it", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      name: "Lalbagh flower walk",
    });
    const head = await t.app.inject({ method: "HEAD", url: `/event/${event.id}` });
    expect(head.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "GET",
      url: `/event/${event.id}`,
      headers: { "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<meta property="og:title" content="Lalbagh flower walk" />',
    );
  });

  it("leaves every other page as it was: the plain app page, revalidated every time", async () => {
    for (const url of ["/events", "/event", "/event/abc/def", "/"]) {
      const res = await page(url);
      expect(res.body, url).not.toContain("og:title");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });
});

describe("GET /event/{id} with the build's event.html", () => {
  // The build writes event.html beside index.html: the same page naming the event screen's chunks
  // (scripts/build/preload-plugin.ts). The shared link's page is made from it.
  const withEventPage = mkdtempSync(path.join(os.tmpdir(), "meetup-share-card-event-"));
  writeFileSync(path.join(withEventPage, "index.html"), INDEX_HTML);
  const EVENT_CHUNK = '<link rel="modulepreload" crossorigin href="/assets/event-detail-pages-abc.js">';
  writeFileSync(
    path.join(withEventPage, "event.html"),
    INDEX_HTML.replace("</head>", `${EVENT_CHUNK}</head>`),
  );
  // And once per language, naming that language's words too (event.hi.html); none for English here,
  // which then gets event.html.
  const HINDI_WORDS = '<link rel="modulepreload" crossorigin href="/assets/hi-event-abc.js">';
  writeFileSync(
    path.join(withEventPage, "event.hi.html"),
    INDEX_HTML.replace("</head>", `${EVENT_CHUNK}${HINDI_WORDS}</head>`),
  );
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ webDir: withEventPage }, { database: t.database });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(withEventPage, { recursive: true, force: true });
  });

  it("names the event screen's chunks on an experience's address, and nowhere else", async () => {
    const event = await createEvent(t.database.db, { createdBy: await hostId() });
    const shared = await app.app.inject({ method: "GET", url: `/event/${event.id}` });
    expect(shared.body).toContain(EVENT_CHUNK);
    expect(meta(shared.body, "og:title")).toBe(event.name);
    const home = await app.app.inject({ method: "GET", url: "/events" });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain(EVENT_CHUNK);
  });

  it("is the visitor's language's page, naming its words, else the page of no language", async () => {
    const event = await createEvent(t.database.db, { createdBy: await hostId() });
    const url = `/event/${event.id}`;
    const hindi = await app.app.inject({
      method: "GET",
      url,
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(hindi.body).toContain(EVENT_CHUNK);
    expect(hindi.body).toContain(HINDI_WORDS);
    expect(meta(hindi.body, "og:title")).toBe(event.name);
    const english = await app.app.inject({ method: "GET", url, headers: { "accept-language": "en-IN" } });
    expect(english.body).toContain(EVENT_CHUNK);
    expect(english.body).not.toContain(HINDI_WORDS);
  });
});

describe("the page a card goes into", () => {
  it("takes the tags after the doctype when index.html leaves <head> implicit", () => {
    const html = pageWithCard(
      cardTemplate("<!doctype html><title>app</title><div id=root></div>"),
      genericCard(BASE, "en"),
    );
    expect(html.startsWith(`<!doctype html><title>${DEFAULT_APP_NAME} — `)).toBe(true);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith("<div id=root></div>")).toBe(true);
  });
});

describe("GET /event/{id} without PUBLIC_URL", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ webDir, publicUrl: undefined }, { database: t.database });
  });
  afterAll(() => plain?.close());

  it("makes its addresses absolute from the address the request came to", async () => {
    const event = await createEvent(t.database.db, { createdBy: await hostId(), image: null });
    const res = await plain.app.inject({
      method: "GET",
      url: `/event/${event.id}`,
      headers: { host: "meetup.example.in" },
    });
    expect(meta(res.body, "og:url")).toBe(`http://meetup.example.in/event/${event.id}`);
    expect(meta(res.body, "og:image")).toMatch(/^http:\/\/meetup\.example\.in\/images\/categories\//);
    // Made from a Host anyone can send: never kept by a shared cache for everyone else.
    expect(res.headers["cache-control"]).toBe("private, max-age=60");
    expect(res.headers.vary).toBe("Accept-Language, Host");
  });
});

describe("GET /event/{id} with PUBLIC_URL", () => {
  // The test app's PUBLIC_URL is BASE (http://localhost:8080).
  const open = (host: string, remoteAddress = "203.0.113.7", language = "en") =>
    t.app.inject({
      method: "GET",
      url: `/event/${crypto.randomUUID()}`,
      headers: { host, "accept-language": language },
      remoteAddress,
    });

  it("refuses a request naming another host, 421 with a sentence saying where the page lives", async () => {
    for (const host of ["evil.example", "evil.example:8080", "localhost.evil.example", "user@localhost"]) {
      const res = await open(host);
      expect(res.statusCode, host).toBe(421);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toBe("This page belongs to localhost:8080. Open it there.");
      expect(res.body).not.toContain("og:url");
    }
    const hindi = await open("evil.example", "203.0.113.7", "hi");
    expect(hindi.body).toBe("यह पेज localhost:8080 का है। इसे वहीं खोलें।");
  });

  it("serves the configured host on any port (a proxy may drop it), with addresses from PUBLIC_URL only", async () => {
    for (const host of ["localhost", "localhost:8080", "LOCALHOST:443"]) {
      const res = await open(host);
      expect(res.statusCode, host).toBe(200);
      expect(meta(res.body, "og:url")).toBe(`${BASE}/`);
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
      expect(res.headers.vary).toBe("Accept-Language");
    }
  });

  it("serves this machine asking itself by a loopback name, and nobody else by one", async () => {
    for (const host of ["127.0.0.1:8080", "[::1]:8080"]) {
      expect((await open(host, "127.0.0.1")).statusCode, host).toBe(200);
      expect((await open(host, "::1")).statusCode, host).toBe(200);
      expect((await open(host, "203.0.113.7")).statusCode, host).toBe(421);
    }
  });
});

describe("GET /api/events/:id/preview", () => {
  it("answers the public fields of an approved upcoming experience, with no account", async () => {
    const event = await createEvent(t.database.db, {
      createdBy: await hostId(),
      name: "Old Goa heritage walk",
      category: "Cultural & Temple Trails",
      city: "Panaji",
      state: "Goa",
      image: null,
      time: "07:30",
      meetingPlace: "Se Cathedral steps",
    });
    const res = await t.call("GET", `/api/events/${event.id}/preview`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        _id: event.id,
        name: "Old Goa heritage walk",
        image: "/images/categories/cultural-temple-1.webp",
        fromDate: event.fromDate.toISOString(),
        toDate: event.toDate.toISOString(),
        time: "07:30",
        place: "Panaji, Goa",
      },
    });
    // A member's token changes nothing.
    const member = await t.login();
    expect((await t.call("GET", `/api/events/${event.id}/preview`, member)).json()).toEqual(res.json());
  });

  it("is the same 404 for anything not approved, running and upcoming, and for ids that name nothing", async () => {
    const createdBy = await hostId();
    const past = new Date(Date.now() - 3 * DAY);
    const ids = [
      (await createEvent(t.database.db, { createdBy, status: "pending" })).id,
      (await createEvent(t.database.db, { createdBy, status: "rejected" })).id,
      (await createEvent(t.database.db, { createdBy, eventStatus: "cancelled" })).id,
      (await createEvent(t.database.db, { createdBy, eventStatus: "completed" })).id,
      (
        await createEvent(t.database.db, {
          createdBy,
          fromDate: past,
          toDate: new Date(past.getTime() + DAY),
        })
      ).id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ];
    for (const id of ids) {
      const res = await t.call("GET", `/api/events/${id}/preview`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ success: false, message: EVENT_NOT_FOUND, code: "eventNotFound" });
    }
  });
});
