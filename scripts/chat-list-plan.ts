// `npx tsx --tsconfig tsconfig.server.json scripts/chat-list-plan.ts`: the chat list's plan and
// time for a member with 200 conversations among 100,000 members on PostgreSQL (issue 39 item 4).
// Prints EXPLAIN (ANALYZE, BUFFERS) of the list's query and the time of the list read as the app
// reads it, over 50 reads after a warm-up, then ten at once (the bench's concurrency) over 600. BENCH_DATABASE_URL names the server (default: local);
// CHAT_MESSAGES_EACH sets the messages of each conversation (default 50); CHAT_PLAN_KEEP=1 keeps the seeded database (meetup_chat_plan) and reuses it on the next run.
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client";
import { companions, companionsQuery } from "../src/server/features/chat/direct-service";
import { seedConversations } from "./bench-chat-seed";
import { keptOrScratchDatabase } from "./bench-database";
import { seedBenchData } from "./bench-seed";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const MESSAGES_EACH = Number(process.env.CHAT_MESSAGES_EACH ?? 50);
const keep = process.env.CHAT_PLAN_KEEP === "1";
const name = "meetup_chat_plan";

const scratch = await keptOrScratchDatabase(adminUrl, name, keep);
const reuse = scratch.seeded;
const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
try {
  if (!reuse) {
    const started = Date.now();
    await seedBenchData(database, { events: 0, members: MEMBERS });
    await seedConversations(database, {
      companions: 200,
      messagesEach: MESSAGES_EACH,
      background: 500_000,
      blocks: 20_000,
    });
    console.log(`seeded ${MEMBERS} members and their messages in ${Date.now() - started} ms`);
  }
  const [member] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where subject = 'member-0' and issuer = 'bench'`,
  );
  const viewerId = member!.id;
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    database.db,
    sql`explain (analyze, buffers) ${companionsQuery(database.db, viewerId)}`,
  );
  console.log(plan.map((line) => line["QUERY PLAN"]).join("\n"));
  for (let i = 0; i < 5; i++) await companions({ db: database.db, viewerId });
  const times: number[] = [];
  let listed = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    listed = (await companions({ db: database.db, viewerId })).length;
    times.push(performance.now() - started);
  }
  console.log(`chat list of ${listed} conversations: ${percentiles(times)} (50 reads)`);
  const together: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 60; i++) {
        const read = performance.now();
        await companions({ db: database.db, viewerId });
        together.push(performance.now() - read);
      }
    }),
  );
  const perSecond = (together.length / (performance.now() - started)) * 1000;
  console.log(`ten at once: ${percentiles(together)}, ${perSecond.toFixed(0)} a second (600 reads)`);
} finally {
  await database.close();
  await scratch.drop();
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}
