import path from "node:path";

// The two settings the operations scripts read, as config.ts reads them (DATA_DIR defaults to
// ./data, an empty DATABASE_URL is unset). Not loadConfig itself: that would create web push keys
// in DATA_DIR, which a backup or restore must find as they are.
export function opsEnv(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  const url = env.DATABASE_URL?.trim();
  return { dataDir: path.resolve(env.DATA_DIR || "./data"), databaseUrl: url ? url : undefined };
}
