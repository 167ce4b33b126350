// The SMS part of `npm run bench` (issue 38 budget: "code sent to the SMS receiver on loopback p99
// < 1 s under the bench's load"). Members ask for phone codes (POST /api/users/me/phone/code, each a
// distinct member and a distinct valid Indian mobile, so no budget refuses) while the ranked first
// page is under the bench's usual load (autocannon, the same connections and members in turn); the
// figure is the time from the request leaving to the SMS arriving whole at a real HTTP provider on
// loopback (test/sms-receiver.ts, SMS_URL pointed at it), as production's provider would take it.
// 50 other members ask first with nothing else running: the figure's baseline on the same machine.
// Members reach the app as through a balancer, one address each (X-Forwarded-For, the bench trusting
// one hop), so the per-address budget (30 an hour) is the members' own, as behind a real one.

import autocannon from "autocannon";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pLimit from "p-limit";
import type { Database } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { createSession } from "../src/server/features/auth/session-service";
import type { SmsReceiver } from "../src/server/test/sms-receiver";
import { benchEmails } from "./bench-seed";

const REQUESTS = Number(process.env.BENCH_SMS_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_SMS_CONCURRENCY ?? 10);
/** Codes asked for first with no other load, the figure's own baseline on this machine. */
const QUIET = 50;
/** The members who ask (member6000.. of the seed): none of the other measurements uses them. */
export const SMS_MEMBERS = { first: 6000, count: QUIET + REQUESTS };

export type SmsResult = {
  requests: number;
  concurrency: number;
  /** Requests per second the background load served meanwhile. */
  loadRps: number;
  p50: number;
  p99: number;
  max: number;
  /** The same, with nothing else running. */
  quietP50: number;
  quietP99: number;
};

/** A distinct valid Indian mobile for the i-th member, as a member types it. */
const mobileFor = (i: number) => `98${String(100_000 + i).padStart(8, "0")}`;

export async function benchSms(
  app: FastifyInstance,
  database: Database,
  base: string,
  receiver: SmsReceiver,
  load: {
    connections: number;
    url: string;
    headers: Record<string, string>;
    rotate: Record<string, string>[];
  },
  arrivals: Map<string, (at: number) => void>,
): Promise<SmsResult> {
  const { db } = database;
  const emails = benchEmails(SMS_MEMBERS);
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (people.length < QUIET + REQUESTS)
    throw new Error(`the SMS bench needs BENCH_MEMBERS >= ${SMS_MEMBERS.first + SMS_MEMBERS.count}`);
  const tokens = await Promise.all(
    people.map(
      async (p) => (await createSession({ db, keys: app.deps.sessionKeys, userId: p.id })).accessToken,
    ),
  );

  // Member i asks for a code to their own number, from their own address; the time ends when the
  // provider has the SMS. Sorted, CONCURRENCY at once.
  const limit = pLimit(CONCURRENCY);
  const askCodes = async (from: number, count: number) => {
    const latencies = await Promise.all(
      tokens.slice(from, from + count).map((token, k) =>
        limit(async () => {
          const i = from + k;
          const to = `+91${mobileFor(i)}`;
          const arrived = new Promise<number>((resolve) => arrivals.set(to, resolve));
          const started = performance.now();
          const res = await fetch(`${base}/api/users/me/phone/code`, {
            method: "POST",
            headers: {
              authorization: `Bearer ${token}`,
              "content-type": "application/json",
              "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({ mobileNo: mobileFor(i) }),
          });
          if (res.status !== 200) throw new Error(`phone code answered ${res.status}: ${await res.text()}`);
          const at = (await arrived) - started;
          arrivals.delete(to);
          return at;
        }),
      ),
    );
    return latencies.sort((a, b) => a - b);
  };
  const at = (latencies: number[], q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;

  const quiet = await askCodes(0, QUIET);

  // The usual load, running until the last code has arrived.
  let turn = 0;
  let stopLoad = () => {};
  const background = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        connections: load.connections,
        duration: 600,
        headers: load.headers,
        requests: [
          {
            setupRequest: (req: { headers?: Record<string, string> }) => {
              req.headers = { ...req.headers, ...load.rotate[turn++ % load.rotate.length] };
              return req;
            },
          },
        ],
      } as autocannon.Options,
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stopLoad = () => instance.stop();
  });
  // Let the load reach its pace before the first code is asked for.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const latencies = await askCodes(QUIET, REQUESTS);
  stopLoad();
  const loadResult = await background;
  if (receiver.accepted.length < QUIET + REQUESTS)
    throw new Error(`the receiver took ${receiver.accepted.length} SMS`);

  return {
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    loadRps: loadResult.requests.average,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    max: latencies.at(-1)!,
    quietP50: at(quiet, 0.5),
    quietP99: at(quiet, 0.99),
  };
}
