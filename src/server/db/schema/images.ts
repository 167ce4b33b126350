import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./helpers";

// PostgreSQL's bytea. node-postgres answers a Buffer, PGlite a Uint8Array: both come out as a Buffer
// (a view of the same memory, no copy), and both drivers take a Buffer as a parameter.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
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
