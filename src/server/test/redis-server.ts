import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { freePort } from "./server-process";

// A Redis of the test's own, on a loopback port, that the test may stop and start again: an outage
// is proven on a real Redis going away, and the machine's shared Redis is never touched.

export type RedisServer = {
  url: string;
  port: number;
  /** Ends the server (no save) and resolves once its port refuses connections. */
  stop(): Promise<void>;
};

export const redisServerInstalled = spawnSync("redis-server", ["--version"]).status === 0;

/** Starts redis-server on `port` (a free one by default) and resolves once it answers PING. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(() => pings(chosen), child);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async stop() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A port nothing listens on (taken free, then released): connections to it are refused at once. */
export const closedPort = freePort;

// Polls `check` until it holds; fails if the server exits first.
async function waitFor(check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  while (!(await check())) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(1000, () => socket.destroy());
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}
