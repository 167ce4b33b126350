import { isDeepStrictEqual } from "node:util";
import WebSocket from "ws";
import { type ServerFrame, serverFrame } from "../../shared/contracts/realtime";

export type TestSocket = {
  frames: ServerFrame[];
  // Resolves with the first frame (already received or to come) that matches, or rejects after `ms`.
  next<T extends ServerFrame["type"]>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  closed: Promise<number>;
  close(): void;
};

// A realtime client for tests: connects to base (http://host:port), authenticates with `token`
// and collects every frame. `ready` waits for the server's "ready" (or the refusal); `onFrame` hears
// each frame as it comes (a client that keeps its own state, as the cluster's chat clients do).
export async function connectSocket(
  base: string,
  token: string,
  opts: { ready?: boolean; onFrame?: (frame: ServerFrame) => void } = {},
) {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/ws`);
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  socket.on("message", (data) => {
    const frame = acceptedWhole(JSON.parse(String(data)));
    frames.push(frame);
    opts.onFrame?.(frame);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ type: "auth", token }));

  const client: TestSocket = {
    frames,
    closed,
    close: () => socket.close(),
    next(type, match, ms = 2000) {
      type F = Extract<ServerFrame, { type: typeof type }>;
      const find = () =>
        frames.find((f): f is F => f.type === type && (!match || match(f as F))) as F | undefined;
      return new Promise<F>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
  if (opts.ready !== false) await client.next("ready");
  return client;
}

// Every frame a server sends in a test must be one the web accepts whole: it parses against the
// shared schema, and the schema drops nothing of it (a field the schema lacks would never reach the
// web's screens). A frame that fails throws here, which fails the test run.
function acceptedWhole(raw: unknown): ServerFrame {
  const parsed = serverFrame.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `the server sent a frame the web would ignore: ${JSON.stringify(raw)}\n${parsed.error.message}`,
    );
  }
  if (!isDeepStrictEqual(parsed.data, raw)) {
    throw new Error(`the server sent fields the frame schema drops: ${JSON.stringify(raw)}`);
  }
  return parsed.data;
}

// Lets in-flight pushes land before asserting that something did NOT arrive.
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
