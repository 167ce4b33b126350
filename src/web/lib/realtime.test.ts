import type { ServerFrame } from "@shared/contracts/realtime";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPush, realtime } from "./realtime";
import { saveSession } from "./token-storage";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A WebSocket the test drives: it opens, receives and closes when told.
class FakeSocket {
  static readonly OPEN = 1;
  static readonly made: FakeSocket[] = [];
  readyState = 1;
  closed = false;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
}

function stubSocket(): FakeSocket[] {
  FakeSocket.made.length = 0;
  vi.stubGlobal("WebSocket", FakeSocket);
  return FakeSocket.made;
}

/**
 * The client as a page that just loaded has it: a fresh module (with its own session store, which
 * the client watches) and no frame parser yet, signed in, listening and holding an open socket.
 */
async function freshClient() {
  const { realtime: fresh } = await import("./realtime");
  const { saveSession: signIn } = await import("./token-storage");
  signIn({ accessToken: "tok", userId: "u1" });
  const sockets = stubSocket();
  const heard: ServerFrame[] = [];
  fresh.onFrame((frame) => heard.push(frame));
  const release = fresh.acquire();
  const first = sockets[0] as FakeSocket;
  first.onopen?.();
  return { fresh, signIn, sockets, heard, release, first };
}

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

  it("opens early when warmed, hands the socket to the first user, and says since when it is live", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const sockets = stubSocket();

    realtime.warm();
    expect(sockets).toHaveLength(1);
    expect(realtime.getLiveSince()).toBe(Number.POSITIVE_INFINITY);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    expect(socket.sent).toEqual([JSON.stringify({ type: "auth", token: "tok" })]);
    const before = performance.now();
    socket.receive({ type: "ready", userId: "u1" });
    const arrived = performance.now();
    // Live once the frame parser has loaded, counted from when "ready" arrived.
    await waitFor(() => expect(realtime.getStatus()).toBe("live"));
    expect(realtime.getLiveSince()).toBeGreaterThanOrEqual(before);
    expect(realtime.getLiveSince()).toBeLessThanOrEqual(arrived);
    // A server that says nothing of its quiet before "ready": reads are covered from "ready" on.
    expect(realtime.getCoveredSince()).toBe(realtime.getLiveSince());

    // The layout takes the warm socket over: no second socket, and its release closes it.
    const release = realtime.acquire();
    expect(sockets).toHaveLength(1);
    expect(socket.closed).toBe(false);
    release();
    expect(socket.closed).toBe(true);
    expect(realtime.getStatus()).toBe("down");
    expect(realtime.getLiveSince()).toBe(Number.POSITIVE_INFINITY);
    expect(realtime.getCoveredSince()).toBe(Number.POSITIVE_INFINITY);
  });

  it("counts reads as covered from the quiet the server told of before ready, and only a whole number of ms", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const sockets = stubSocket();
    const release = realtime.acquire();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.receive({ type: "ready", userId: "u1", quietMs: 4_000 });
    await waitFor(() => expect(realtime.getStatus()).toBe("live"));
    expect(realtime.getCoveredSince()).toBe(realtime.getLiveSince() - 4_000);
    release();

    for (const quietMs of [-5, 1.5, "4000", null]) {
      const again = stubSocket();
      const hold = realtime.acquire();
      const next = again[0] as FakeSocket;
      next.onopen?.();
      next.receive({ type: "ready", userId: "u1", quietMs });
      await waitFor(() => expect(realtime.getStatus()).toBe("live"));
      expect(realtime.getCoveredSince(), String(quietMs)).toBe(realtime.getLiveSince());
      hold();
    }
  });

  it("ignores a frame that does not parse, and the next valid one still reaches its listener", async () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    const sockets = stubSocket();
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const heard: ServerFrame[] = [];
    const stopListening = realtime.onFrame((frame) => heard.push(frame));
    const release = realtime.acquire();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.receive({ type: "ready", userId: "u1" });
    await waitFor(() => expect(realtime.getStatus()).toBe("live"));
    const droppedBefore = realtime.getDroppedFrames();

    const notification = {
      _id: "n1",
      kind: "request_accepted",
      text: "Your request was accepted.",
      link: "/event/e1",
      createdAt: "2026-01-01T10:00:00.000Z",
      read: false,
    };
    socket.receive("not json {");
    // A frame a newer server may send, and frames missing or mistyping what their consumer reads.
    socket.receive({ type: "typing", userId: "u2" });
    socket.receive({ type: "notification", notification: { ...notification, read: "no" } });
    socket.receive({ type: "direct-message", message: { _id: "m1" } });
    socket.receive({ notification });
    socket.receive({ type: "notification", notification });
    socket.receive({ type: "event-changed", eventId: "e1" });

    // Frames with content wait for the parser, which loads with the first of them.
    await waitFor(() =>
      expect(heard.map((frame) => frame.type)).toEqual(["ready", "notification", "event-changed"]),
    );
    expect(heard[1]).toEqual({ type: "notification", notification });
    expect(realtime.getDroppedFrames() - droppedBefore).toBe(5);
    // Development says what it ignored; the socket stays live.
    expect(warnings).toHaveBeenCalledTimes(5);
    expect(realtime.getStatus()).toBe("live");
    stopListening();
    release();
  });

  it("holds the frames that arrive before the parser, in order, and ignores those of a socket since closed", async () => {
    vi.resetModules();
    const { fresh, signIn, sockets, heard, release, first } = await freshClient();
    // Signed in again: the first socket is closed before the parser came; its frame is never heard.
    first.receive({ type: "event-changed", eventId: "old" });
    signIn({ accessToken: "tok2", userId: "u1" });
    expect(first.closed).toBe(true);
    const second = sockets[1] as FakeSocket;
    second.onopen?.();
    const before = performance.now();
    second.receive({ type: "ready", userId: "u1" });
    second.receive({ type: "event-changed", eventId: "e1" });
    // The socket's own frame needs no parser; the change waits for it.
    expect(heard).toEqual([{ type: "ready", userId: "u1" }]);
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: "ready", userId: "u1" },
      { type: "event-changed", eventId: "e1" },
    ]);
    expect(fresh.getStatus()).toBe("live");
    expect(fresh.getLiveSince()).toBeGreaterThanOrEqual(before);
    release();
  });

  it("loads no parser for a page that only hears the socket's own frames (no zod on a first visit)", async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock("./realtime-frames", async (original) => {
      loaded();
      return original();
    });
    const { fresh, heard, release, first: socket } = await freshClient();
    socket.receive({ type: "ready", userId: "u1" });
    socket.receive({ type: "pong" });
    // Shaped wrong: ignored without a parser too.
    socket.receive({ type: "ready" });
    expect(heard).toEqual([{ type: "ready", userId: "u1" }, { type: "pong" }]);
    expect(fresh.getStatus()).toBe("live");
    expect(fresh.getDroppedFrames()).toBe(1);
    expect(loaded).not.toHaveBeenCalled();
    // The first frame with content brings it.
    socket.receive({ type: "event-changed", eventId: "e1" });
    await waitFor(() => expect(heard).toHaveLength(3));
    expect(loaded).toHaveBeenCalledTimes(1);
    vi.doUnmock("./realtime-frames");
    release();
  });
});

describe("isPush", () => {
  it("tells what the server pushed from the socket's own handshake and pongs", () => {
    expect(isPush({ type: "ready", userId: "u1" })).toBe(false);
    expect(isPush({ type: "pong" })).toBe(false);
    expect(isPush({ type: "denied", message: "no" })).toBe(false);
    expect(isPush({ type: "event-changed", eventId: "e1" })).toBe(true);
    expect(isPush({ type: "expenses-changed", eventId: "e1" })).toBe(true);
  });
});
