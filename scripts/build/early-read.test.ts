import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EARLY_READ_GLOBAL } from "../../src/web/lib/early-read";
import { earlyReadAsset, earlyReadScript } from "./early-read";

type Asked = { url: string; headers: Record<string, string> };

/** Runs the page's script as a browser would, at `pathname` with `token` stored; what it asked for. */
function runAt(
  pathname: string,
  token: string | null,
  options: { serviceWorker?: boolean; window?: Record<string, unknown> } = {},
) {
  const asked: Asked[] = [];
  const window: Record<string, unknown> = options.window ?? {};
  runInNewContext(earlyReadScript(), {
    window,
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === "accessToken" ? token : null) },
    navigator: options.serviceWorker ? { serviceWorker: { controller: {} } } : {},
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return Promise.resolve({ ok: true });
    },
    encodeURIComponent,
    decodeURIComponent,
  });
  return {
    asked,
    left: window[EARLY_READ_GLOBAL] as { url: string; response: Promise<unknown> } | undefined,
  };
}

describe("the script an experience's page starts its read with", () => {
  it("asks for the experience at the page's address with the stored token, and leaves the answer", () => {
    const { asked, left } = runAt("/event/3f2a-b9", "token-1");
    expect(asked).toEqual([
      {
        url: "/api/events/3f2a-b9",
        headers: { Accept: "application/json", Authorization: "Bearer token-1" },
      },
    ]);
    expect(left?.url).toBe("/api/events/3f2a-b9");
  });

  it("spells the id as the app does (decoded, then encoded once)", () => {
    expect(runAt("/event/a%20b/", "t").asked[0]?.url).toBe("/api/events/a%20b");
    expect(runAt("/event/a b", "t").asked[0]?.url).toBe("/api/events/a%20b");
  });

  it("asks nothing without a usable token, elsewhere, or with the service worker in charge", () => {
    for (const token of [null, "", "  ", "undefined", "null"])
      expect(runAt("/event/e1", token).asked).toEqual([]);
    expect(runAt("/events", "t").asked).toEqual([]);
    expect(runAt("/event/e1/reviews", "t").asked).toEqual([]);
    expect(runAt("/event/%E0%A4", "t").asked).toEqual([]);
    const controlled = runAt("/event/e1", "t", { serviceWorker: true });
    expect(controlled.asked).toEqual([]);
    expect(controlled.left).toBeUndefined();
  });

  it("asks nothing once the app has read the experience itself (its code ran first)", () => {
    const closed = runAt("/event/e1", "t", { window: { [EARLY_READ_GLOBAL]: null } });
    expect(closed.asked).toEqual([]);
    expect(closed.left).toBeNull();
  });

  it("is a file named for its content, run first and without waiting for the page", () => {
    const asset = earlyReadAsset("/");
    expect(asset.fileName).toMatch(/^assets\/early-read-[\w-]{8}\.js$/);
    expect(asset.tag).toBe(`<script async fetchpriority="high" src="/${asset.fileName}"></script>`);
    expect(earlyReadAsset("/").fileName).toBe(asset.fileName);
  });
});
