// npm run test:rolling: the rolling restart alone, on a cluster of its own (scripts/cluster/).
import { startCluster } from "./cluster";
import { nginxInstalled } from "./nginx";
import { rollingRestart } from "./rolling";

if (!nginxInstalled()) {
  console.error("nginx is not installed (apt-get install -y nginx).");
  process.exit(1);
}
const cluster = await startCluster({ quiet: process.env.CLUSTER_LOGS !== "1" });
let passed = false;
try {
  passed = await rollingRestart(cluster);
} finally {
  await cluster.stop();
}
process.exit(passed ? 0 : 1);
