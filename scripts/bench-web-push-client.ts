// The members' side of the web push bench (bench-web-push.ts), in a process of its own: their
// devices at the loopback push service, which checks each JWT and decrypts each payload, and their
// join requests. In the server's process, that decryption and those requests took turns with the
// server on one event loop and were counted in the join -> push time. Both clocks are this process's:
// a join's start and its push's arrival are read here.
import pLimit from "p-limit";
import { type Device, startPushService } from "../src/server/test/push-service";

export type WebPushAsk =
  | { kind: "devices"; vapidPublicKey: string; count: number }
  | { kind: "joins"; base: string; joins: { eventId: string; token: string }[]; concurrency: number };
export type WebPushAnswer =
  | { kind: "devices"; subscriptions: Device["subscription"][] }
  | { kind: "joins"; latencies: number[]; answered: number[]; refused: string | null; failed: string | null };

process.on("disconnect", () => process.exit(0));

let service: Awaited<ReturnType<typeof startPushService>> | null = null;
let devices: Device[] = [];
const arrived = new Map<string, (at: number) => void>();

process.on("message", async (ask: WebPushAsk) => {
  if (ask.kind === "devices") {
    service = await startPushService({
      vapidPublicKey: ask.vapidPublicKey,
      onDelivered: (delivery) => arrived.get(delivery.deviceId)?.(delivery.receivedAt),
    });
    devices = Array.from({ length: ask.count }, () => service!.device());
    reply({ kind: "devices", subscriptions: devices.map((d) => d.subscription) });
    return;
  }
  const limit = pLimit(ask.concurrency);
  const answered: number[] = [];
  try {
    const latencies = await Promise.all(
      ask.joins.map(({ eventId, token }, i) =>
        limit(async () => {
          const delivered = new Promise<number>((resolve) => arrived.set(devices[i]!.id, resolve));
          const started = performance.now();
          const res = await fetch(`${ask.base}/api/events/${eventId}/join`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: "{}",
          });
          if (res.status !== 200) throw new Error(`join answered ${res.status}: ${await res.text()}`);
          answered.push(performance.now() - started);
          return (await delivered) - started;
        }),
      ),
    );
    await service!.close();
    const refused = service!.refused[0];
    reply({
      kind: "joins",
      latencies,
      answered,
      refused: refused ? JSON.stringify(refused) : null,
      failed: null,
    });
  } catch (error) {
    reply({ kind: "joins", latencies: [], answered, refused: null, failed: String(error) });
  }
});

function reply(answer: WebPushAnswer): void {
  process.send!(answer);
}
