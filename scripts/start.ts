// `npm start`: makes sure dist/web is a production build of the current sources, then serves it and
// the API from one process.
import path from "node:path";
import { ensureWebBuild } from "./web-build";

try {
  ensureWebBuild({ root: path.resolve("."), outDir: path.resolve(process.env.WEB_DIR ?? "dist/web") });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import("../src/server/main");
