import WebSocket from "ws";
import type { HttpMember } from "../../src/server/test/http-member";
import { retryDelay } from "../../src/web/lib/retry-delay";
import type { Cluster } from "./cluster";
import { clusterAdmin } from "./group-setup";

// The load one restart puts on the instances left (issue 25 item 3): SOCKETS realtime clients on one
// instance of three, which is then restarted (SIGTERM: every socket hears 1001). The clients come
// back through nginx, to the other two, with the web app's policy (src/web/lib/retry-delay.ts) and,
// in the same run for comparison, with the one before it (0.5 s, then 1, 2, 4, 8 s, no jitter).
// Printed: the busiest 250 ms of reconnections, how long a reconnecting socket waited for "ready"
// (p50/p99), the other instances' /api/health p99 meanwhile, and failed tries.

const SOCKETS = Number(process.env.STORM_SOCKETS ?? 500);
const WINDOW_MS = 250;
const OLD_RETRY_MS = [500, 1000, 2000, 4000, 8000];

type Policy = { name: string; delay: (attempt: number, closeCode: number | null) => number };

export const POLICIES: Policy[] = [
  {
    name: "before (0.5 s, no jitter)",
    delay: (attempt) => OLD_RETRY_MS[Math.min(attempt, OLD_RETRY_MS.length - 1)]!,
  },
  { name: "now (retry-delay.ts)", delay: (attempt, closeCode) => retryDelay(attempt, closeCode) },
];

type Outcome = { triedAt: number[]; readyMs: number[]; failedTries: number };

/** Opens a socket and resolves once the server says "ready"; rejects on a refusal or a drop first. */
function openReady(base: string, token: string): Promise<{ socket: WebSocket; readyMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/ws`);
    const fail = (error: unknown) => {
      socket.removeAllListeners();
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error("no ready within 15 s")), 15_000);
    socket.once("open", () => socket.send(JSON.stringify({ type: "auth", token })));
    socket.on("message", (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type !== "ready") return;
      clearTimeout(timer);
      socket.removeAllListeners("message");
      resolve({ socket, readyMs: performance.now() - started });
    });
    socket.once("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.once("close", (code) => {
      clearTimeout(timer);
      fail(new Error(`closed with ${code} before ready`));
    });
  });
}

/** After its socket closes, the client comes back through the balancer with `policy`. */
async function comeBack(
  socket: WebSocket,
  balancer: string,
  token: string,
  policy: Policy,
  outcome: Outcome,
) {
  let closeCode: number | null = await new Promise<number>((resolve) => socket.once("close", resolve));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await sleep(policy.delay(attempt, closeCode));
    outcome.triedAt.push(performance.now());
    try {
      const again = await openReady(balancer, token);
      outcome.readyMs.push(again.readyMs);
      again.socket.close();
      return;
    } catch {
      outcome.failedTries += 1;
      closeCode = null;
    }
  }
}

/** /api/health on each instance left, every 50 ms, while `running()`; the answers' times in ms. */
async function probeHealth(ports: number[], running: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (running()) {
    await Promise.all(
      ports.map(async (port) => {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (res?.ok) times.push(performance.now() - started);
      }),
    );
    await sleep(50);
  }
  return times;
}

export async function reconnectStorm(cluster: Cluster): Promise<boolean> {
  const member: HttpMember = await clusterAdmin(cluster.base);
  console.log(`\n=== reconnect storm: ${SOCKETS} sockets on one instance of three, which restarts ===`);
  let passed = true;
  for (const policy of POLICIES) {
    const target = cluster.instances[0]!;
    const others = cluster.instances.slice(1).map((i) => i.port);
    const outcome: Outcome = { triedAt: [], readyMs: [], failedTries: 0 };
    const clients: Promise<void>[] = [];
    // Opened 25 at a time, as members arrive, straight to the instance (as the balancer had placed
    // them); all are live before the restart.
    for (let i = 0; i < SOCKETS; i += 25) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(25, SOCKETS - i) }, () => openReady(target.base, member.token)),
      );
      for (const { socket } of opened)
        clients.push(comeBack(socket, cluster.base, member.token, policy, outcome));
    }
    await sleep(1500);
    let probing = true;
    const health = probeHealth(others, () => probing);
    const restartedAt = performance.now();
    await cluster.restart(0);
    await Promise.allSettled(clients);
    probing = false;
    const healthMs = await health;

    const windows = new Map<number, number>();
    for (const at of outcome.triedAt) {
      const w = Math.floor((at - restartedAt) / WINDOW_MS);
      windows.set(w, (windows.get(w) ?? 0) + 1);
    }
    const peak = Math.max(0, ...windows.values());
    const lastMs = Math.max(0, ...outcome.triedAt.map((at) => at - restartedAt));
    console.log(
      `${policy.name}: ${outcome.readyMs.length}/${SOCKETS} back; busiest ${WINDOW_MS} ms: ${peak} tries; ` +
        `last try ${Math.round(lastMs)} ms after SIGTERM; ready p50 ${pct(outcome.readyMs, 50)} ms, ` +
        `p99 ${pct(outcome.readyMs, 99)} ms; other instances' /api/health p99 ${pct(healthMs, 99)} ms; ` +
        `failed tries ${outcome.failedTries}`,
    );
    if (outcome.readyMs.length !== SOCKETS) passed = false;
  }
  return passed;
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
