import { randomBytes } from "node:crypto";
import { scratchDatabase } from "../bench-database";

// One fresh PostgreSQL database for a cluster run, dropped afterwards. The first instance migrates it.

export const PG_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export const freshDatabase = (): Promise<{ url: string; drop(): Promise<void> }> =>
  scratchDatabase(PG_URL, `meetup_cluster_${randomBytes(4).toString("hex")}`);
