import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_READ_GLOBAL, earlyBody, takeEarlyRead } from "./early-read";

const holder = globalThis as Record<string, unknown>;
const answer = (status: number, body: string) => Promise.resolve(new Response(body, { status }));

afterEach(() => {
  delete holder[EARLY_READ_GLOBAL];
});

describe("the read a page started itself", () => {
  it("is taken once, for its own address only", () => {
    const response = answer(200, "{}");
    holder[EARLY_READ_GLOBAL] = { url: "/api/events/e1", response, at: 812.5 };
    expect(takeEarlyRead("/api/events/e1")).toEqual({ response, at: 812.5 });
    expect(takeEarlyRead("/api/events/e1")).toBeUndefined();
    holder[EARLY_READ_GLOBAL] = { url: "/api/events/e1", response, at: 812.5 };
    expect(takeEarlyRead("/api/events/e2")).toBeUndefined();
  });

  it("counts a read left without its time as sent when the page began", () => {
    const response = answer(200, "{}");
    holder[EARLY_READ_GLOBAL] = { url: "/api/events/e1", response };
    expect(takeEarlyRead("/api/events/e1")).toEqual({ response, at: 0 });
  });

  it("closes the slot at the app's first read, so a script that runs later asks nothing", () => {
    expect(takeEarlyRead("/api/events/e1")).toBeUndefined();
    expect(holder[EARLY_READ_GLOBAL]).toBeNull();
  });

  it("lets the request of a read it does not use end: its body is cancelled", async () => {
    const elsewhere = new Response('{"success":true}', { status: 200 });
    holder[EARLY_READ_GLOBAL] = { url: "/api/events/e1", response: Promise.resolve(elsewhere) };
    expect(takeEarlyRead("/api/events/e2")).toBeUndefined();
    await vi.waitFor(() => expect(elsewhere.bodyUsed).toBe(true));
    const refused = new Response('{"success":false}', { status: 401 });
    expect(await earlyBody(Promise.resolve(refused))).toBeUndefined();
    await vi.waitFor(() => expect(refused.bodyUsed).toBe(true));
  });

  it("answers its body when it answered 200 with success, else nothing", async () => {
    expect(await earlyBody(answer(200, '{"success":true,"data":{"id":"e1"}}'))).toEqual({
      success: true,
      data: { id: "e1" },
    });
    expect(await earlyBody(answer(200, '{"success":true,"data":[],"nextCursor":"c2"}'))).toEqual({
      success: true,
      data: [],
      nextCursor: "c2",
    });
    expect(await earlyBody(answer(401, '{"success":false,"message":"jwt expired"}'))).toBeUndefined();
    expect(await earlyBody(answer(200, '{"success":false}'))).toBeUndefined();
    expect(await earlyBody(answer(200, "<html>"))).toBeUndefined();
    expect(await earlyBody(answer(200, "null"))).toBeUndefined();
    expect(await earlyBody(Promise.reject(new TypeError("Failed to fetch")))).toBeUndefined();
  });
});
