// `npm run bench:uploads`: GET /uploads/<key> of a stored picture, served from a file (the storage
// before ADR 0018), from the images table on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, each
// without and with the process's image cache (what the app runs). The same bare Fastify with only the
// uploads route in each case, so the difference is the storage.
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import sharp from "sharp";
import { type Database, openDatabase } from "../src/server/db/client";
import { cachedStorage } from "../src/server/platform/cached-storage";
import { databaseStorage } from "../src/server/platform/database-storage";
import { storeImage } from "../src/server/platform/images";
import type { Storage } from "../src/server/platform/storage";
import { registerUploadsRoute } from "../src/server/platform/uploads-route";
import { variantKey } from "../src/shared/image-variants";
import { scratchDatabase } from "./bench-database";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CACHE_BYTES = 64 * 1024 * 1024;
const CONNECTIONS = 10;
const pgUrl = process.env.BENCH_DATABASE_URL;
const pgName = `meetup_bench_uploads_${process.pid}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-bench-uploads-"));

// The file storage as it was: one file per key under a folder.
function fileStorage(dir: string): Storage {
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, key), body);
    },
    get: (key) => readFile(path.join(dir, key)).catch(() => null),
    urlFor: (key) => `/uploads/${key}`,
    forget() {},
  };
}

// A photo-like picture (noise does not compress, as a real photo mostly does not).
const photo = await sharp({
  create: {
    width: 2000,
    height: 1500,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();

async function measure(name: string, storage: Storage): Promise<void> {
  const { key } = await storeImage({ storage, body: photo });
  const app = Fastify({ logger: false });
  registerUploadsRoute(app, storage);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  for (const [label, k] of [
    ["1080 px", key],
    ["sq256", variantKey(key, "sq256")],
  ] as const) {
    const size = (await storage.get(k))!.length;
    const url = `http://127.0.0.1:${port}/uploads/${k}`;
    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
    const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    console.log(
      `${name.padEnd(12)} ${label.padEnd(8)} ${String(Math.round(size / 1024)).padStart(4)} KB  ` +
        `${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  ` +
        `p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
    );
  }
  await app.close();
}

let postgres: Database | undefined;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
try {
  await measure("file", fileStorage(path.join(dataDir, "uploads")));
  const pglite = await openDatabase({ kind: "pglite", dataDir });
  await measure("PGlite", databaseStorage(pglite.db));
  await measure("PGlite+cache", cachedStorage(databaseStorage(pglite.db), CACHE_BYTES));
  await pglite.close();
  if (pgUrl) {
    scratch = await scratchDatabase(pgUrl, pgName);
    postgres = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: CONNECTIONS });
    await measure("PostgreSQL", databaseStorage(postgres.db));
    await measure("PG+cache", cachedStorage(databaseStorage(postgres.db), CACHE_BYTES));
  }
} finally {
  await postgres?.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
