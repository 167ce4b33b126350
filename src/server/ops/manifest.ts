import { z } from "zod";

// manifest.json, the first entry of every backup archive: what it holds, so that a restore can
// refuse the wrong kind of database and check itself against the counts.
export const manifestSchema = z.object({
  format: z.literal("meetup-backup"),
  version: z.literal(1),
  kind: z.enum(["postgres", "pglite"]),
  createdAt: z.string(),
  serverVersion: z.string(),
  // The archive entry holding the database: pg_dump's custom format, or PGlite's data-dir tarball.
  database: z.string(),
  // DATA_DIR files restored next to the database (the web push keys).
  files: z.array(z.string()),
  migrations: z.object({ count: z.number(), newest: z.number().nullable() }),
  tables: z.record(z.string(), z.number()),
  images: z.object({ count: z.number(), bytes: z.number(), sha256: z.string() }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_ENTRY = "manifest.json";
export const DATA_DIR_ENTRY = "data-dir";
