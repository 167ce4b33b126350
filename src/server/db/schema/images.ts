import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./helpers";

// PostgreSQL's bytea, a Buffer on both drivers: node-postgres answers one, and so does PGlite with the
// parser db/client.ts gives it (its own answers a Uint8Array, made a Buffer here without a copy).
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// Uploaded pictures and their smaller copies (ADR 0018), content-addressed: a key names one set of
// bytes forever, so a row is written once and never updated, and every instance serves every image.
export const images = pgTable(
  "images",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("images_size_ck", sql`${t.size} = octet_length(${t.bytes})`)],
);
