import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { nginxConfig } from "./nginx-config";

// Debian's nginx, run by the current user in the foreground with everything under a temporary
// directory: no system service, no root-owned paths.

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function nginxInstalled(): boolean {
  return existsSync(NGINX_PATH);
}

export type Nginx = { base: string; dir: string; stop(): Promise<void>; errorLog(): string };

export async function startNginx(opts: {
  port: number;
  upstreams: { host: string; port: number }[];
  /** TLS and HTTP/2 with this certificate (selfSignedCertificate for a test): the base is https. */
  tls?: { certificate: string; key: string };
}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-nginx-"));
  for (const sub of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, sub));
  const root = process.getuid?.() === 0;
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    nginxConfig({
      dir,
      listen: { host: "127.0.0.1", port: opts.port },
      upstreams: opts.upstreams,
      ...(root ? { workerUser: "root" } : {}),
      ...(opts.tls ? { tls: opts.tls } : {}),
    }),
  );
  // -e: the error log before the configuration is read (the default is a root-owned path).
  const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  const check = spawnSync(NGINX_PATH, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX_PATH, args, { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `${opts.tls ? "https" : "http"}://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    // Any answer from nginx itself will do (the instances are up before it starts); over TLS, its
    // port taking a connection (Node's fetch would refuse a test's self-signed certificate).
    const up = await (opts.tls ? listening(opts.port) : fetch(`${base}/api/health`))
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error("nginx did not listen within 10 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  return {
    base,
    dir,
    errorLog,
    async stop() {
      // SIGTERM: nginx's fast stop (a graceful one would wait for every open socket).
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve();
    });
    socket.once("error", reject);
  });
}

/**
 * A self-signed certificate for 127.0.0.1 made by Debian's openssl in `dir`: a test's TLS, which the
 * browser is told to accept (--ignore-certificate-errors). Undefined when openssl is not installed.
 */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } | undefined {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  return made.status === 0 ? { certificate, key } : undefined;
}
