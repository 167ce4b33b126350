import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export class DataDirLockedError extends Error {}

// Two processes on one PGlite directory corrupt it, so the first one holds a lock. The lock is a Unix
// socket the holder listens on: the kernel closes it when the holder dies, however it dies, so a crash
// never leaves a lock behind, and an unrelated process that happens to reuse the holder's pid (what a
// pid file would be fooled by) holds nothing. A socket file left by a dead holder refuses connections,
// which is how it is told apart from a live one and taken over.
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const address = lockAddress(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(address);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      const holder = await askHolder(address);
      if (holder !== null) {
        throw new DataDirLockedError(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            "The embedded database allows one process per directory: stop the other server, " +
            "or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.",
        );
      }
      // Nobody answers: the socket file of a process that no longer runs.
      if (!address.startsWith("\0")) rmSync(address, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

// A socket file in the directory itself, so every process that opens it (whatever its network namespace)
// finds the same lock. Unix socket paths are limited to about 107 bytes; a deeper directory falls back
// to Linux's abstract namespace, named by the directory's path.
function lockAddress(dataDir: string): string {
  const file = path.resolve(dataDir, "pglite.lock.sock");
  if (Buffer.byteLength(file) <= 100 || process.platform !== "linux") return file;
  return `\0meetup-pglite-${createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 32)}`;
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // Each visitor is told the holder's pid, for the message the second server prints.
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

// The holder's pid when a live process holds the lock, null when nobody is listening.
function askHolder(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    let reply = "";
    const socket = net.connect(address);
    socket.setEncoding("utf8");
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      reply += chunk;
    });
    socket.on("end", () => resolve(reply.trim() || "unknown"));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? null : "unknown"),
    );
    socket.on("close", () => resolve(reply.trim() || "unknown"));
  });
}
