import { afterEach, describe, expect, it } from "vitest";
import { EARLY_READ_GLOBAL, earlyData, takeEarlyRead } from "./early-read";

const holder = globalThis as Record<string, unknown>;
const answer = (status: number, body: string) => Promise.resolve(new Response(body, { status }));

afterEach(() => {
  delete holder[EARLY_READ_GLOBAL];
});

describe("the read an experience's page started itself", () => {
  it("is taken once, for its own address only", () => {
    const response = answer(200, "{}");
    holder[EARLY_READ_GLOBAL] = { url: "/api/events/e1", response };
    expect(takeEarlyRead("/api/events/e2")).toBeUndefined();
    expect(takeEarlyRead("/api/events/e1")).toBe(response);
    expect(takeEarlyRead("/api/events/e1")).toBeUndefined();
  });

  it("answers its data when it answered 200 with success, else nothing", async () => {
    expect(await earlyData(answer(200, '{"success":true,"data":{"id":"e1"}}'))).toEqual({
      data: { id: "e1" },
    });
    expect(await earlyData(answer(401, '{"success":false,"message":"jwt expired"}'))).toBeUndefined();
    expect(await earlyData(answer(200, '{"success":false}'))).toBeUndefined();
    expect(await earlyData(answer(200, "<html>"))).toBeUndefined();
    expect(await earlyData(Promise.reject(new TypeError("Failed to fetch")))).toBeUndefined();
  });
});
