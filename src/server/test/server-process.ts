import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// A real server process (src/server/main.ts under tsx), as an operator runs it: for the tests and
// scripts that need signals, several instances or a load balancer in front.

// Ports below the kernel's ephemeral range (ip_local_port_range, 32768-60999 by default). A port the
// kernel hands out (listen on 0) is free only until the server binds it, 20 s later on a busy machine,
// and meanwhile any outgoing connection (a test's to PostgreSQL, say) may take it. One of three
// instances started at once exited 21 s into its start in CI (2026-12-01), EADDRINUSE the likeliest
// cause. The kernel never hands these out: only another test choosing at random could take one first.
const CHOSEN_PORTS = { from: 20_000, to: Math.min(32_000, ephemeralFrom()) };

function ephemeralFrom(): number {
  try {
    const [from] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    const port = Number(from);
    return port > 21_000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port no process listens on now, outside the range the kernel gives outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = CHOSEN_PORTS.from + Math.floor(Math.random() * (CHOSEN_PORTS.to - CHOSEN_PORTS.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${CHOSEN_PORTS.from} and ${CHOSEN_PORTS.to}`);
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
  /** With stdio "ignore": the end of what the process wrote to stderr, to say why it failed. */
  errorTail(): string;
};

type StartOptions = {
  env: NodeJS.ProcessEnv;
  port?: number;
  dataDir?: string;
  // "inherit" shows the server's log; "ignore" keeps a test's output quiet (but for the end of its
  // stderr, which a start that fails reports).
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
    stdio: ["ignore", opts.stdio ?? "inherit", opts.stdio === "ignore" ? "pipe" : "inherit"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2000);
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
    errorTail: () => stderr,
  };
  await waitForReady(proc, opts.readyTimeoutMs ?? 60_000);
  return proc;
}

export async function waitForReady(proc: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      const said = proc.errorTail().trim();
      throw new Error(`server exited with ${proc.child.exitCode}${said ? `: ${said}` : ""}`);
    }
    // A bound port that never answers (another program's) must not hold the wait past its deadline.
    const ok = await fetch(`${proc.base}/api/ready`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const said = proc.errorTail().trim();
  throw new Error(`server on ${proc.base} was not ready within ${timeoutMs} ms${said ? `: ${said}` : ""}`);
}
