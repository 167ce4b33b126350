// npm run test:cluster (and a step of npm test under CI or where nginx is installed): nginx in front
// of three instances on one PostgreSQL and one Redis; the browser journey through it
// (playwright.cluster.config.ts), then the rolling restart under load (scripts/cluster/rolling.ts).
// `--journey` or `--rolling` runs one part only; `--storm` measures instead the reconnections a restart
// sends to the other instances (scripts/cluster/reconnect-storm.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureWebBuild } from "../web-build";
import { METRICS_TOKEN, startCluster } from "./cluster";
import { nginxInstalled } from "./nginx";
import { reconnectStorm } from "./reconnect-storm";
import { rollingRestart } from "./rolling";

const args = process.argv.slice(2);
const storm = args.includes("--storm");
const journey = !storm && !args.includes("--rolling");
const rolling = !storm && !args.includes("--journey");

if (!nginxInstalled()) {
  console.error("nginx is not installed (apt-get install -y nginx).");
  process.exit(1);
}
// The instances serve the production build, as npm start does.
if (journey) ensureWebBuild({ root: process.cwd(), outDir: path.resolve("dist/web") });

const cluster = await startCluster({ quiet: process.env.CLUSTER_LOGS !== "1" });
console.log(
  `cluster: nginx ${cluster.base} -> instances on ports ${cluster.instances.map((i) => i.port).join(", ")}`,
);
let passed = true;
try {
  if (journey) {
    const run = spawnSync("npx", ["playwright", "test", "-c", "playwright.cluster.config.ts"], {
      stdio: "inherit",
      env: {
        ...process.env,
        CLUSTER_BASE_URL: cluster.base,
        CLUSTER_INSTANCE_PORTS: cluster.instances.map((i) => i.port).join(","),
        CLUSTER_METRICS_TOKEN: METRICS_TOKEN,
      },
    });
    passed = run.status === 0;
  }
  if (rolling) passed = (await rollingRestart(cluster)) && passed;
  if (storm) passed = (await reconnectStorm(cluster)) && passed;
} finally {
  const errors = cluster.nginx.errorLog().trim();
  if (!passed && errors) console.log(`nginx error log:\n${errors}`);
  await cluster.stop();
}
process.exit(passed ? 0 : 1);
