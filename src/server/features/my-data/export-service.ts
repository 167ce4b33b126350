import { Readable } from "node:stream";
import { and, count, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { strToU8, type Zippable, zip } from "fflate";
import { z } from "zod";
import { DATA_EXPORTS_PER_DAY, MEMBER_NOT_FOUND, MY_DATA_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { dataExports, events, userImages, users } from "../../db/schema";
import { databaseStorage } from "../../platform/database-storage";
import { AppError, authorize, forbidden, notFound } from "../../platform/errors";
import { appName } from "../../platform/i18n/words";
import { type BoundJob, defineJob } from "../../platform/jobs/define-job";
import { completeJob, enqueue, type Job } from "../../platform/jobs/queue";
import type { Viewer } from "../auth/session-service";
import { audit } from "../safety/audit";
import { deleteFlagsAgainst } from "../safety/service";
import { membersDeletedBefore } from "../users/service";
import { PARTS } from "./catalogue";
import { canActFor, canDownload } from "./policy";

// A member's copy of their data (ADR 0025): asked for here, built by a job into a ZIP of one JSON file
// per part (catalogue.ts) and their pictures, offered for 24 hours, then deleted by the daily prune.

export const myDataExport = defineJob({ kind: "my-data.export", payload: z.object({ exportId: z.uuid() }) });
export const myDataPrune = defineJob({ kind: "my-data.prune", payload: z.object({}) });
export const EXPORT_KEPT_MS = 24 * 60 * 60_000;
// Flags against a deleted member stay for the admins this long after the deletion.
export const FLAGS_KEPT_DAYS = 90;
// A copy that never became ready (its job failed for good) is dropped after a week.
const STALE_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const summaryColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  requestedBy: dataExports.requestedBy,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  size: dataExports.size,
};
export type ExportSummary = Awaited<ReturnType<typeof latestExport>> & {};

async function activeTarget(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.deletedAt) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

// Asks for a copy of `userId`'s data on behalf of `viewer` (the member, or an admin on the member's
// request). A copy still being prepared is answered instead of a second one; past the day's budget
// the ask is refused (each copy is a ZIP of everything the member has, built by this server).
export async function requestExport(opts: { db: Db; viewer: Viewer; userId: string; now?: Date }) {
  const { db, viewer, userId, now = new Date() } = opts;
  const target = await activeTarget(db, userId);
  if (userId !== viewer.userId) authorize(canActFor(target), forbidden(MY_DATA_MESSAGES.deleteAdmin));
  return db.transaction(async (tx) => {
    // One member's asks take turns (the member's row is locked until this one commits), so twenty at
    // once see each other's copy rather than each making its own.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const mine = and(eq(dataExports.userId, userId), eq(dataExports.requestedBy, viewer.userId));
    const [pending] = await tx
      .select(summaryColumns)
      .from(dataExports)
      .where(and(mine, eq(dataExports.status, "pending")))
      .limit(1);
    if (pending) return pending;
    const [today] = await tx
      .select({ copies: count() })
      .from(dataExports)
      .where(and(mine, gt(dataExports.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((today?.copies ?? 0) >= DATA_EXPORTS_PER_DAY) throw new AppError(429, MY_DATA_MESSAGES.exportBudget);
    const [created] = await tx
      .insert(dataExports)
      .values({ userId, requestedBy: viewer.userId })
      .returning(summaryColumns);
    await enqueue(
      tx,
      myDataExport.input(
        { exportId: created!.id },
        { dedupKey: `${myDataExport.kind}:${created!.id}`, maxAttempts: 3 },
      ),
    );
    await audit({
      tx,
      actorId: viewer.userId,
      action: "request-data-export",
      targetUserId: userId,
      details: { exportId: created!.id },
    });
    return created!;
  });
}

// The latest copy of `userId`'s data that `requestedBy` asked for, or null.
export async function latestExport(opts: { db: Db; userId: string; requestedBy: string }) {
  const [row] = await opts.db
    .select(summaryColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, opts.userId), eq(dataExports.requestedBy, opts.requestedBy)))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

// The ZIP, for who asked for it while it is offered; anything else (another's copy, one not ready,
// expired or unknown) is the same 404. The bytes are read in slices as the client takes them: a
// download never holds the whole copy in memory.
export async function downloadExport(opts: { db: Db; viewer: Viewer; exportId: string; now?: Date }) {
  const { db, viewer, now = new Date() } = opts;
  const missing = notFound(MY_DATA_MESSAGES.exportNotFound);
  const [row] = await db.select(summaryColumns).from(dataExports).where(eq(dataExports.id, opts.exportId));
  if (!row || !canDownload(viewer, row) || row.status !== "ready" || row.size === null) throw missing;
  if (!row.expiresAt || row.expiresAt <= now) throw missing;
  return { ...row, size: row.size, stream: Readable.from(zipSlices(db, row.id, row.size)) };
}

const SLICE_BYTES = 256 * 1024;

async function* zipSlices(db: Db, exportId: string, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += SLICE_BYTES) {
    const [slice] = await db
      .select({
        bytes: sql`substring(${dataExports.zip} from ${offset + 1} for ${SLICE_BYTES})`.mapWith(
          dataExports.zip,
        ),
      })
      .from(dataExports)
      .where(eq(dataExports.id, exportId));
    // Pruned or deleted meanwhile: the download ends short, and the ZIP reader says it is damaged.
    if (!slice?.bytes || slice.bytes.length === 0) return;
    yield slice.bytes;
  }
}

// The ZIP of one member's data: a JSON file per part and their pictures under images/ (their profile
// pictures and the covers of the experiences they host, where uploaded rather than a preset).
export async function buildExportZip(db: Db, userId: string, now = new Date()): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  for (const part of PARTS) files[part.file] = json(await part.rows(db, userId));
  files["README.txt"] = strToU8(
    [
      `Your data from ${appName()}, as it was on ${now.toISOString()}.`,
      "Each .json file holds one part of it; images/ holds your pictures and the covers of experiences you host.",
      "",
    ].join("\n"),
  );
  const storage = databaseStorage(db);
  for (const key of await pictureKeys(db, userId)) {
    const bytes = await storage.get(key);
    if (bytes) files[`images/${key}`] = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  // Compressed on fflate's worker thread: a member's copy (megabytes of JSON and pictures) never holds
  // the event loop that answers everyone else.
  return Buffer.from(await zipInWorker(files, now));
}

function zipInWorker(files: Zippable, mtime: Date): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip(files, { level: 6, mtime }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

async function pictureKeys(db: Db, userId: string): Promise<string[]> {
  const [[user], pictures, covers] = await Promise.all([
    db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)),
    db.select({ image: userImages.image }).from(userImages).where(eq(userImages.userId, userId)),
    db.select({ image: events.image }).from(events).where(eq(events.createdBy, userId)),
  ]);
  const keys = [user?.avatar, ...pictures.map((p) => p.image), ...covers.map((c) => c.image)];
  // Pictures the project ships are public paths ("/images/..."), not the member's.
  return [...new Set(keys.filter((k): k is string => Boolean(k) && !k!.startsWith("/")))];
}

export type MyDataJobDeps = { db: Db; now?: () => Date };

export function myDataJobHandlers(deps: MyDataJobDeps): BoundJob[] {
  const now = deps.now ?? (() => new Date());
  return [
    myDataExport.handle(({ exportId }, job) => runExport(deps.db, exportId, job, now())),
    myDataPrune.handle(async () => {
      const at = now();
      await pruneMyData(deps.db, at);
      await enqueue(deps.db, myDataPruneJob(at, new Date(at.getTime() + DAY_MS)));
    }),
  ];
}

// The ZIP is built outside the transaction (it reads a while), then stored with the job's end: a
// second run of a finished job writes nothing. The last failed attempt marks the copy failed.
async function runExport(db: Db, exportId: string, job: Job, now: Date): Promise<void> {
  const [copy] = await db
    .select({ userId: dataExports.userId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  // Gone (the member deleted their account meanwhile) or already built: nothing to do.
  if (copy?.status !== "pending") return;
  const { userId } = copy;
  try {
    const zip = await buildExportZip(db, userId, now);
    await db.transaction(async (tx) => {
      if (!(await completeJob(tx, job, now))) return;
      await tx
        .update(dataExports)
        .set({
          status: "ready",
          zip,
          size: zip.length,
          readyAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS),
        })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")));
    });
  } catch (error) {
    if (job.attempts >= job.maxAttempts)
      await db
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")));
    throw error;
  }
}

export function myDataPruneJob(now: Date, runAt?: Date) {
  const day = (runAt ?? now).toISOString().slice(0, 10);
  return myDataPrune.input({}, { dedupKey: `${myDataPrune.kind}:${day}`, runAt: runAt ?? now });
}

// Once a day: copies past their 24 hours (and copies that never became ready) are deleted, and so are
// the flags against members deleted over FLAGS_KEPT_DAYS ago.
export async function pruneMyData(db: Db, now: Date): Promise<{ exports: number; flags: number }> {
  const removed = await db
    .delete(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, now),
        and(ne(dataExports.status, "ready"), lt(dataExports.createdAt, new Date(now.getTime() - STALE_MS))),
      ),
    )
    .returning({ id: dataExports.id });
  const gone = await membersDeletedBefore({ db, before: new Date(now.getTime() - FLAGS_KEPT_DAYS * DAY_MS) });
  const flags = await deleteFlagsAgainst({ db, userIds: gone });
  return { exports: removed.length, flags };
}

// A deleted member's copies go with the rest of their data.
export async function forgetExports(opts: { tx: Db | Tx; userId: string }): Promise<void> {
  await opts.tx.delete(dataExports).where(eq(dataExports.userId, opts.userId));
}
