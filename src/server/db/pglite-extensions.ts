import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

// The PostgreSQL extensions the schema uses (migration 0038: search by trigrams, accents folded),
// loaded into every PGlite instance before it opens a database: PGlite ships them, but a
// `CREATE EXTENSION` or a query that reaches them finds them only if the instance was created with
// them. PostgreSQL has them as contrib modules (ADR 0052).
export const pgliteExtensions = { pg_trgm, unaccent };
