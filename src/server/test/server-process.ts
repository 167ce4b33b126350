import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// A real server process (src/server/main.ts under tsx), as an operator runs it: for the tests and
// scripts that need signals, several instances or a load balancer in front.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type ServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Removes the data directory (after the process has exited). */
  cleanUp(): void;
};

type StartOptions = {
  env: NodeJS.ProcessEnv;
  port?: number;
  dataDir?: string;
  // "inherit" shows the server's log; "ignore" keeps a test's output quiet.
  stdio?: "inherit" | "ignore";
  readyTimeoutMs?: number;
  /** Node's arguments: the sources under tsx unless told (the bundle `npm start` runs, say). */
  args?: string[];
};

/** Starts the server and resolves once /api/ready answers 200 (the moment a balancer would use it). */
export async function startServerProcess(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "meetup-proc-"));
  const child = spawn(process.execPath, opts.args ?? ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "",
      DEMO_DATA: "off",
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      WEB_DIR: path.join(dataDir, "no-web"),
      ...opts.env,
    },
    stdio: ["ignore", opts.stdio ?? "inherit", opts.stdio ?? "inherit"],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const base = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    base,
    port,
    child,
    dataDir,
    exited,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  await waitForReady(proc, opts.readyTimeoutMs ?? 60_000);
  return proc;
}

export async function waitForReady(proc: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited with ${proc.child.exitCode}`);
    const ok = await fetch(`${proc.base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${proc.base} was not ready within ${timeoutMs} ms`);
}
