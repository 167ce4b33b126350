import { expect } from "@playwright/test";

// The cluster's instances, reached directly (not through nginx) to see where sockets landed:
// scripts/cluster/test-cluster.ts names their ports and the metrics token.

const ports = (process.env.CLUSTER_INSTANCE_PORTS ?? "").split(",").filter(Boolean).map(Number);
const token = process.env.CLUSTER_METRICS_TOKEN ?? "";

/** Open realtime sockets on each instance, in the order of CLUSTER_INSTANCE_PORTS. */
export async function socketsPerInstance(): Promise<number[]> {
  expect(ports.length, "CLUSTER_INSTANCE_PORTS names the instances").toBeGreaterThan(1);
  return Promise.all(
    ports.map(async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const line = (await res.text()).split("\n").find((l) => l.startsWith("meetup_realtime_open_sockets"));
      return Number(line?.split(" ").at(-1) ?? Number.NaN);
    }),
  );
}
