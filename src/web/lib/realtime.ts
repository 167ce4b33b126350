import type { ClientFrame, ServerFrame } from "@shared/contracts/realtime";
import { CLOSE_CODES, REALTIME_PATH } from "@shared/contracts/realtime-socket";
import { useEffect, useSyncExternalStore } from "react";
import { retryDelay } from "./retry-delay";
import { getAccessToken, isUsableToken, subscribeToSession } from "./token-storage";

// One WebSocket per tab while a member is signed in. It authenticates with its first frame,
// reconnects with a growing, randomised delay when it drops (retry-delay.ts), and tells listeners whether it is live so the chat
// screens can poll (SPEC's 3-second poll) only while it is down.
//
// Every frame is parsed with the shared schema (@shared/contracts/realtime) before a listener hears
// it: one that does not parse is counted and ignored. The parser, with zod, loads when the first
// frame with content (a message, a notification, a change) arrives, so neither the first script nor
// a first visit loads zod (ADR 0015, issue 24's budgets); frames that arrive before it wait for it,
// in order, with the time they arrived. The socket's own frames (ready, pong, denied) come on every
// page at once and carry no content: they are checked here, against the same shapes, by hand.

type FrameListener = (frame: ServerFrame) => void;
type FrameParser = (data: string) => ServerFrame | null;
type Status = "live" | "down";

const PING_MS = 25_000;

const loadFrameParser = (): Promise<FrameParser> =>
  import("./realtime-frames").then((module) => module.parseServerFrame);

const SOCKET_FRAME_TYPES = ["ready", "pong", "denied"] as const;
type SocketFrame = Extract<ServerFrame, { type: (typeof SOCKET_FRAME_TYPES)[number] }>;
const socketFrameTypes: ReadonlySet<ServerFrame["type"]> = new Set(SOCKET_FRAME_TYPES);

/**
 * Whether a frame is something the server pushed (a message, a notification, a change), not one of
 * the socket's own (its handshake, its pongs), which every connection gets and no cache needs.
 */
export function isPush(frame: ServerFrame): boolean {
  return !socketFrameTypes.has(frame.type);
}

/**
 * One of the socket's own frames (readyFrame, pongFrame, deniedFrame in the shared contract), checked
 * by hand; null for one of those types that does not have its shape; undefined for anything else
 * (the parser decides, and says in development what it ignored).
 */
function socketFrame(data: string): SocketFrame | null | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null) return undefined;
  const frame = json as Record<string, unknown>;
  switch (frame.type) {
    case "ready":
      if (typeof frame.userId !== "string") return null;
      // An older server says nothing of the quiet before "ready": none is assumed.
      return Number.isSafeInteger(frame.quietMs) && (frame.quietMs as number) >= 0
        ? { type: "ready", userId: frame.userId, quietMs: frame.quietMs as number }
        : { type: "ready", userId: frame.userId };
    case "denied":
      return typeof frame.message === "string" ? { type: "denied", message: frame.message } : null;
    case "pong":
      return { type: "pong" };
    default:
      return undefined;
  }
}

class RealtimeClient {
  private socket: WebSocket | null = null;
  private status: Status = "down";
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private users = 0;
  private readonly frameListeners = new Set<FrameListener>();
  private readonly statusListeners = new Set<() => void>();
  private stopSessionWatch: (() => void) | null = null;
  private warmHold: (() => void) | null = null;
  private liveSince = Number.POSITIVE_INFINITY;
  private coveredSince = Number.POSITIVE_INFINITY;
  private parse: FrameParser | null = null;
  private parserLoading = false;
  // Frames of the open socket that arrived before the parser, and when (performance.now()).
  private waiting: { data: string; at: number }[] = [];
  private dropped = 0;

  getStatus = (): Status => this.status;

  /** When (performance.now()) the server last said it delivers to this socket; Infinity while down. */
  getLiveSince = (): number => this.liveSince;

  /**
   * From when (performance.now()) a read cannot have missed a push: the server pushes since "ready"
   * and said it had pushed nothing for the member in the time before (its quietMs, counted back from
   * when "ready" arrived, which is after the server measured it). Infinity while down.
   */
  getCoveredSince = (): number => this.coveredSince;

  /** Frames ignored since the page loaded because they did not parse (logged too in development). */
  getDroppedFrames = (): number => this.dropped;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Opens the socket before the first screen renders, when a session is stored: the screen's reads
   * then usually go out after the server already pushes to it, and need no catch-up. The first
   * part of the app to acquire the socket takes it over.
   */
  warm(): void {
    if (this.users > 0 || !isUsableToken(getAccessToken())) return;
    this.warmHold = this.acquire();
  }

  /** Counted: the socket stays open while at least one part of the app uses it. */
  acquire(): () => void {
    this.users += 1;
    if (this.users === 1) {
      this.stopSessionWatch = subscribeToSession(() => this.sessionChanged());
      this.connect();
    }
    const warmHold = this.warmHold;
    if (warmHold) {
      this.warmHold = null;
      warmHold();
      // The warm socket may have been refused meanwhile (a session not yet a member's): try again.
      if (!this.socket) this.connect();
    }
    return () => {
      this.users -= 1;
      if (this.users === 0) this.shutdown();
    };
  }

  private sessionChanged(): void {
    // Signed out, or signed in as someone else: start over with the token now stored.
    this.closeSocket();
    this.attempts = 0;
    this.connect();
  }

  private setStatus(status: Status): void {
    if (status === "down") {
      this.liveSince = Number.POSITIVE_INFINITY;
      this.coveredSince = Number.POSITIVE_INFINITY;
    }
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    const token = getAccessToken();
    if (!isUsableToken(token) || typeof WebSocket === "undefined") return;
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
    } catch {
      // Some browsers, extensions and enterprise policies refuse the socket outright (the constructor
      // throws). Screens then poll, as for a dropped connection, and a later try may succeed.
      this.setStatus("down");
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.send({ type: "auth", token });
    socket.onmessage = (event) => {
      if (this.socket === socket) this.received(event.data, performance.now());
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.waiting = [];
      clearInterval(this.pingTimer);
      this.setStatus("down");
      // A refused token or a ban will not get better by retrying.
      if (event.code === CLOSE_CODES.unauthenticated || event.code === CLOSE_CODES.banned) return;
      this.scheduleRetry(event.code);
    };
  }

  private loadParser(): void {
    if (this.parse || this.parserLoading) return;
    this.parserLoading = true;
    loadFrameParser().then(
      (parse) => {
        this.parse = parse;
        this.parserLoading = false;
        const waiting = this.waiting;
        this.waiting = [];
        for (const { data, at } of waiting) this.deliver(parse, data, at);
      },
      () => {
        // Offline before the chunk came, or a build replaced meanwhile: without a parser the socket
        // is no use. Closing it lets the screens poll, and the next connection tries again.
        this.parserLoading = false;
        this.socket?.close();
      },
    );
  }

  /** `at`: when the frame arrived, which is when the server began pushing if it is `ready`. */
  private received(data: unknown, at: number): void {
    if (typeof data !== "string") return;
    // Nothing waits for the parser: the socket's own frames need none.
    const own = this.parse || this.waiting.length > 0 ? undefined : socketFrame(data);
    if (this.parse) this.deliver(this.parse, data, at);
    else if (own !== undefined) this.deliver(() => own, data, at);
    else {
      this.waiting.push({ data, at });
      this.loadParser();
    }
  }

  private deliver(parse: FrameParser, data: string, at: number): void {
    const frame = parse(data);
    if (!frame) {
      this.dropped += 1;
      return;
    }
    if (frame.type === "ready") {
      this.attempts = 0;
      this.liveSince = at;
      this.coveredSince = at - (frame.quietMs ?? 0);
      this.setStatus("live");
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: "ping" }), PING_MS);
    }
    for (const listener of this.frameListeners) listener(frame);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private scheduleRetry(closeCode: number | null = null): void {
    if (this.users === 0) return;
    const delay = retryDelay(this.attempts, closeCode);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.waiting = [];
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    socket?.close();
    this.setStatus("down");
  }

  private shutdown(): void {
    this.stopSessionWatch?.();
    this.stopSessionWatch = null;
    this.closeSocket();
  }
}

export const realtime = new RealtimeClient();

/** True while the socket is authenticated and delivering; chat screens poll while it is false. */
export function useRealtimeLive(): boolean {
  return useSyncExternalStore(
    realtime.subscribeStatus,
    () => realtime.getStatus() === "live",
    () => false,
  );
}

/** Calls `listener` for every frame the server pushes while the component is mounted. */
export function useRealtimeFrames(listener: FrameListener): void {
  useEffect(() => realtime.onFrame(listener), [listener]);
}

/** Keeps the socket open while mounted (the member layout mounts it once). */
export function useRealtimeConnection(): void {
  useEffect(() => realtime.acquire(), []);
}
