import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedSms = { to: string; body: string; authorization: string | undefined };

export type SmsReceiver = {
  /** http://127.0.0.1:PORT/messages, for SMS_URL. */
  url: string;
  /** The bearer token it expects (SMS_TOKEN); any other answers 401. */
  token: string;
  /** Messages it accepted (answered 202 to), in order. */
  accepted: ReceivedSms[];
  /** The code in the newest message to `to` (E.164). */
  lastCodeTo(to: string): string | undefined;
  /** The next `n` messages are refused with 500, as a provider that is down answers. */
  failNext(n?: number): void;
  close(): Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

// A real HTTP SMS provider on loopback, of the shape ADR 0041 names: POST JSON { to, body } with
// `Authorization: Bearer <token>`, 2xx when taken. The tests' SMS_URL points here, as their
// SMTP_URL points at test/smtp.ts. `onAccepted` hears each message as it is taken, with the
// instant (performance.now()) its request had arrived whole: the bench's SMS figure ends there.
export async function startSmsReceiver(
  token = "test-sms-token-0123456789",
  opts: { onAccepted?: (sms: ReceivedSms, at: number) => void } = {},
): Promise<SmsReceiver> {
  const accepted: ReceivedSms[] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const arrivedAt = performance.now();
    const answer = (status: number, payload: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (request.method !== "POST" || request.url !== "/messages") return answer(404, { error: "not found" });
    if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { error: "bad token" });
    if (!String(request.headers["content-type"]).startsWith("application/json"))
      return answer(415, { error: "json only" });
    if (failures > 0) {
      failures -= 1;
      return answer(500, { error: "provider down" });
    }
    let sms: { to?: unknown; body?: unknown };
    try {
      sms = JSON.parse(body);
    } catch {
      return answer(400, { error: "bad json" });
    }
    if (typeof sms.to !== "string" || typeof sms.body !== "string")
      return answer(400, { error: "to and body" });
    const received = { to: sms.to, body: sms.body, authorization: request.headers.authorization };
    accepted.push(received);
    opts.onAccepted?.(received, arrivedAt);
    return answer(202, { id: String(accepted.length) });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    token,
    accepted,
    lastCodeTo: (to) => {
      const sms = accepted.filter((m) => m.to === to).at(-1);
      return sms ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined;
    },
    failNext: (n = 1) => {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
