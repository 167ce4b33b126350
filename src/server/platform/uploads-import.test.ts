import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantKey } from "../../shared/image-variants";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { images, messages } from "../db/schema";
import { testConfig } from "../test/app";
import { createUser } from "../test/factories";
import { openSharedDatabase } from "../test/shared-database";
import { databaseStorage } from "./database-storage";
import { importUploadFiles } from "./uploads-import";

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
const dirs: string[] = [];
beforeAll(async () => {
  shared = await openSharedDatabase();
});
afterAll(async () => {
  await shared?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-import-"));
  dirs.push(dir);
  return dir;
}

// A picture as the file storage wrote it: WebP named by the hash of its bytes.
async function webpFile(seed: number): Promise<{ key: string; body: Buffer }> {
  const body = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: seed, g: 90, b: 200 } },
  })
    .webp()
    .toBuffer();
  return { key: `${createHash("sha256").update(body).digest("hex").slice(0, 40)}.webp`, body };
}

// DATA_DIR/uploads as an instance of the file storage left it: pictures, a copy, a leftover
// temporary file and a stray note (neither of which is an image the server made).
function writeUploads(dataDir: string, files: { key: string; body: Buffer }[]): string {
  const uploads = path.join(dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });
  for (const file of files) writeFileSync(path.join(uploads, file.key), file.body);
  writeFileSync(path.join(uploads, `${files[0]!.key}.0b5e2c1a-4d7f-4a8e-9c1b-2f3e4d5c6b7a.tmp`), "half");
  writeFileSync(path.join(uploads, "notes.txt"), "not a picture");
  return uploads;
}

async function start(database: Database, dataDir: string, lines: string[] = []) {
  const app = await buildApp(testConfig({ dataDir, logLevel: "info" }), {
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return app;
}

const imports = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line))
    .filter((l) => l.msg === "imported DATA_DIR/uploads into the images table");

describe("importing DATA_DIR/uploads at start", () => {
  it("stores each picture once, serves it, moves the folder aside, and the next start reads nothing", async () => {
    const dataDir = tempDir();
    const picture = await webpFile(10);
    const copy = { key: variantKey(picture.key, "w480"), body: picture.body };
    writeUploads(dataDir, [picture, copy]);

    const lines: string[] = [];
    const first = await start(shared.first, dataDir, lines);
    const res = await first.inject({ method: "GET", url: `/uploads/${picture.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.rawPayload.equals(picture.body)).toBe(true);
    expect((await first.inject({ method: "GET", url: `/uploads/${copy.key}` })).statusCode).toBe(200);
    await first.close();
    expect(imports(lines)).toEqual([expect.objectContaining({ imported: 2, present: 0, skipped: 2 })]);

    // The folder is kept under a new name, with what was not imported still in it.
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
    const [moved] = readdirSync(dataDir).filter((name) => name.startsWith("uploads.imported-"));
    expect(moved).toMatch(/^uploads\.imported-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readdirSync(path.join(dataDir, moved!))).toContain("notes.txt");
    const [row] = await shared.first.db.select().from(images).where(eq(images.key, picture.key));

    const again: string[] = [];
    const second = await start(shared.second, dataDir, again);
    expect((await second.inject({ method: "GET", url: `/uploads/${picture.key}` })).statusCode).toBe(200);
    await second.close();
    expect(imports(again)).toEqual([]);
    expect(await shared.second.db.select().from(images).where(eq(images.key, picture.key))).toEqual([row]);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("uploads"))).toEqual([moved]);
  });

  it("stores each picture once when two instances start at once with the same files", async () => {
    const pictures = await Promise.all([webpFile(20), webpFile(21), webpFile(22)]);
    const one = tempDir();
    writeUploads(one, pictures);
    const other = tempDir();
    cpSync(path.join(one, "uploads"), path.join(other, "uploads"), { recursive: true });
    const lines1: string[] = [];
    const lines2: string[] = [];
    const apps = await Promise.all([start(shared.first, one, lines1), start(shared.second, other, lines2)]);
    await Promise.all(apps.map((app) => app.close()));
    const counts = [...imports(lines1), ...imports(lines2)];
    expect(counts).toHaveLength(2);
    // Between them every picture was stored, by one or the other, or by both (ON CONFLICT).
    for (const count of counts) expect(count.imported + count.present).toBe(3);
    for (const picture of pictures) {
      const rows = await shared.first.db.select().from(images).where(eq(images.key, picture.key));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.bytes.equals(picture.body)).toBe(true);
    }
  });

  it("lets two processes import one shared folder at once: one moves it, neither fails", async () => {
    const dataDir = tempDir();
    const pictures = await Promise.all([webpFile(30), webpFile(31)]);
    const dir = writeUploads(dataDir, pictures);
    const results = await Promise.all(
      [shared.first.db, shared.second.db].map((db) =>
        importUploadFiles({ db, storage: databaseStorage(db), dir }),
      ),
    );
    const moved = results.map((r) => r?.movedTo ?? null).filter(Boolean);
    expect(moved.length).toBeLessThanOrEqual(1);
    expect(existsSync(dir)).toBe(false);
    for (const picture of pictures) {
      expect((await databaseStorage(shared.first.db).get(picture.key))!.equals(picture.body)).toBe(true);
    }
  });

  it("removes an empty folder instead of keeping it", async () => {
    const dataDir = tempDir();
    const dir = path.join(dataDir, "uploads");
    mkdirSync(dir);
    const done = await importUploadFiles({
      db: shared.first.db,
      storage: databaseStorage(shared.first.db),
      dir,
    });
    expect(done).toEqual({ imported: 0, present: 0, skipped: [], movedTo: null });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("stores a chat photo's file under its private key, public too only when a profile shows it", async () => {
    const db = shared.first.db;
    const [chatOnly, alsoAvatar] = [await webpFile(60), await webpFile(160)];
    const copy = { key: variantKey(chatOnly.key, "w480"), body: chatOnly.body };
    const sender = await createUser(db, { avatar: alsoAvatar.key });
    const recipient = await createUser(db);
    // Migration 0043 named the messages' pictures by their chat keys before the import.
    await db.insert(messages).values(
      [chatOnly, alsoAvatar].map((p) => ({
        senderId: sender.id,
        recipientId: recipient.id,
        content: "",
        image: `chat-${p.key}`,
      })),
    );
    const dir = path.join(tempDir(), "uploads");
    mkdirSync(dir);
    for (const file of [chatOnly, copy, alsoAvatar]) writeFileSync(path.join(dir, file.key), file.body);

    const done = await importUploadFiles({ db, storage: databaseStorage(db), dir });
    expect(done).toMatchObject({ imported: 3, present: 0 });
    const storage = databaseStorage(db);
    for (const key of [chatOnly.key, copy.key]) {
      expect(await storage.get(key)).toBeNull();
      expect((await storage.get(`chat-${key}`))!.equals(chatOnly.body)).toBe(true);
    }
    expect((await storage.get(alsoAvatar.key))!.equals(alsoAvatar.body)).toBe(true);
    expect((await storage.get(`chat-${alsoAvatar.key}`))!.equals(alsoAvatar.body)).toBe(true);
  });
});
