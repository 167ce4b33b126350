import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";

// A push service on loopback, as a browser vendor runs one: it takes a push message only with a
// valid VAPID JWT (RFC 8292: ES256 under the key the subscription was made for, audience = this
// origin, not expired), and each device decrypts the payload with its own keys (RFC 8291,
// aes128gcm), so the server's encryption is really exercised, not mocked.

export type Device = {
  id: string;
  /** What the browser hands the app: PushSubscription.toJSON(). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The next answers of the push service for this device (201 when none is left). */
  answer(...statuses: number[]): void;
};

export type Delivery = {
  deviceId: string;
  /** performance.now() when the whole request had arrived (the bench's "handed to the push service"). */
  receivedAt: number;
  /** The decrypted JSON payload. */
  payload: Record<string, unknown>;
  ttl: number;
  topic: string | undefined;
  vapid: { aud: string; sub: string; exp: number };
};

export type PushService = {
  origin: string;
  /** A new browser profile: a P-256 key pair and auth secret of its own, and an endpoint here. */
  device(): Device;
  /** Messages taken (answered 2xx), in order. */
  delivered: Delivery[];
  /** Requests refused, with why (a bad JWT, an undecryptable body). */
  refused: { deviceId: string; status: number; reason: string }[];
  close(): Promise<void>;
};

export async function startPushService(opts: {
  vapidPublicKey: string;
  onDelivered?: (delivery: Delivery) => void;
}): Promise<PushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answers: number[] }>();
  const delivered: Delivery[] = [];
  const refused: PushService["refused"] = [];
  let origin = "";

  const server = createServer(async (request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== "POST" || !id || !device) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const receivedAt = performance.now();
    const status = device.answers.shift() ?? 201;
    try {
      const vapid = await verifyVapid(request.headers.authorization, opts.vapidPublicKey, origin);
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL");
      const plaintext = decryptAes128gcm(body, device.ecdh, device.auth);
      if (status >= 200 && status < 300) {
        const topic = request.headers.topic;
        const delivery = {
          deviceId: id,
          receivedAt,
          payload: JSON.parse(plaintext.toString("utf8")),
          ttl,
          topic: typeof topic === "string" ? topic : undefined,
          vapid,
        };
        delivered.push(delivery);
        opts.onDelivered?.(delivery);
      } else {
        refused.push({ deviceId: id, status, reason: "told to" });
      }
      response.writeHead(status).end();
    } catch (error) {
      refused.push({ deviceId: id, status: 400, reason: String(error) });
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    delivered,
    refused,
    device() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const state = { ecdh, auth, answers: [] as number[] };
      devices.set(id, state);
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
        answer: (...statuses) => state.answers.push(...statuses),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 section 3).
async function verifyVapid(header: string | undefined, expectedKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token, k] = match;
  if (k !== expectedKey) throw new Error("signed with another key than the subscription's");
  const point = Buffer.from(k!, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    "ES256",
  );
  const { payload } = await jwtVerify(token!, key, { algorithms: ["ES256"], audience: origin });
  const now = Math.floor(Date.now() / 1000);
  // At most 24 hours ahead (RFC 8292 section 2).
  if (typeof payload.exp !== "number" || payload.exp > now + 24 * 60 * 60) throw new Error("bad exp");
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub)) throw new Error("bad sub");
  return { aud: String(payload.aud), sub: payload.sub, exp: payload.exp };
}

// RFC 8188 content coding with the RFC 8291 key derivation, as the browser runs it.
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the server's ephemeral key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("key id is not a P-256 public key");
  if (records.length > recordSize) throw new Error("more than one record");

  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}
