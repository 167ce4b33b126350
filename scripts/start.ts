// `npm start`: builds the web app when no build exists, then serves it and the API from one process.
import { existsSync } from "node:fs";
import path from "node:path";

const index = path.resolve("dist/web/index.html");
if (!existsSync(index)) {
  console.log("No web build found: building the web app once (about half a minute)...");
  const { build } = await import("vite");
  await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn" });
}
await import("../src/server/main");
