// `npm start`, first half: makes sure dist/web and dist/server are production builds of the current
// sources (each rebuilt when its content stamp changed). The second half of the script in
// package.json runs the server's bundle with plain Node, which serves the web build and the API
// from one process (server-build.ts says why not through tsx).
import path from "node:path";
import { ensureServerBuild } from "./server-build";
import { ensureWebBuild } from "./web-build";

try {
  ensureWebBuild({ root: path.resolve("."), outDir: path.resolve(process.env.WEB_DIR ?? "dist/web") });
  ensureServerBuild({ root: path.resolve("."), outDir: path.resolve("dist/server") });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
