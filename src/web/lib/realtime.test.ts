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

  it("opens early when warmed, hands the socket to the first user, and says since when it is live", () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const sockets: FakeSocket[] = [];
    class FakeSocket {
      static readonly OPEN = 1;
      readyState = 1;
      closed = false;
      sent: string[] = [];
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number }) => void) | null = null;
      constructor() {
        sockets.push(this);
      }
      send(data: string) {
        this.sent.push(data);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal("WebSocket", FakeSocket);

    realtime.warm();
    expect(sockets).toHaveLength(1);
    expect(realtime.getLiveSince()).toBe(Number.POSITIVE_INFINITY);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    expect(socket.sent).toEqual([JSON.stringify({ type: "auth", token: "tok" })]);
    const before = performance.now();
    socket.onmessage?.({ data: JSON.stringify({ type: "ready", userId: "u1" }) });
    expect(realtime.getStatus()).toBe("live");
    expect(realtime.getLiveSince()).toBeGreaterThanOrEqual(before);

    // The layout takes the warm socket over: no second socket, and its release closes it.
    const release = realtime.acquire();
    expect(sockets).toHaveLength(1);
    expect(socket.closed).toBe(false);
    release();
    expect(socket.closed).toBe(true);
    expect(realtime.getStatus()).toBe("down");
    expect(realtime.getLiveSince()).toBe(Number.POSITIVE_INFINITY);
  });
});
