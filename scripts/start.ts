// `npm start`: builds the web app when no build exists, then serves it and the API from one process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const index = path.resolve("dist/web/index.html");
if (!existsSync(index)) {
  console.log("No web build found: building the web app once (about half a minute)...");
  // A child process: Vite sets NODE_ENV=production in its own process, which must not leak into the server.
  const vite = path.resolve("node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../src/server/main");
