import { afterEach, describe, expect, it, vi } from "vitest";
import { realtime } from "./realtime";
import { saveSession } from "./token-storage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the realtime client", () => {
  it("falls back to polling, and tries again later, when the browser refuses to create the socket", () => {
    vi.useFakeTimers();
    saveSession({ accessToken: "tok", userId: "u1" });
    let attempts = 0;
    class RefusedSocket {
      static readonly OPEN = 1;
      constructor() {
        attempts += 1;
        throw new DOMException("The operation is insecure.", "SecurityError");
      }
    }
    vi.stubGlobal("WebSocket", RefusedSocket);
    let release = () => {};
    expect(() => {
      release = realtime.acquire();
    }).not.toThrow();
    expect(realtime.getStatus()).toBe("down");
    expect(attempts).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(attempts).toBeGreaterThan(1);
    release();
  });
});
