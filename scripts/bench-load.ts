// One measured load for `npm run bench`: autocannon on loopback at 10 connections, from a process of
// its own (bench-load-client.ts), each request the next of a list of turns (a member's token and a
// path), so that no two requests within the page cache's 2 seconds ask the same member the same
// thing. Latencies are kept raw (not autocannon's
// histogram) so that the churn run can merge its alternating phases before taking a percentile.
import type { ChildProcess } from "node:child_process";
import { ask, benchProcess } from "./bench-process";

export const CONNECTIONS = 10;
// How long the page cache keeps a member's page (discovery/service.ts): a list of turns shorter than
// what the load asks in this time would be served from it in part.
const PAGE_CACHE_MS = 2000;

export type Turn = { path: string; headers?: Record<string, string> };
export type Samples = { latencies: number[]; errors: number; firstError: string | null; seconds: number };
export type Figure = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  firstError: string | null;
  // Whether the same turn came round again within the page cache's time (the figure then mixes
  // cached answers in).
  repeats: boolean;
};

// Where a list of turns is: shared by the runs over one list (a warm-up and its run, the churn
// run's phases), so that a run does not start again with the members the last one just asked for.
export type Rotation = { turns: Turn[]; next: number };

export const rotation = (turns: Turn[]): Rotation => ({ turns, next: 0 });

// What a run waits for after its last request: autocannon stops at its duration and drops the
// requests still in flight, which the server goes on answering; a page slower than the run would
// otherwise weigh on the next run's first seconds. bench.ts sets it to "no request in flight".
let settle: () => Promise<void> = async () => {};
export function settleWith(wait: () => Promise<void>): void {
  settle = wait;
}

/** One run asked of the load generator's process (bench-load-client.ts). */
export type LoadAsk = { base: string; turns: Turn[]; next: number; seconds: number; connections: number };
export type LoadAnswer = { latencies: number[]; errors: number; firstError: string | null; next: number };

// The load generator, forked once and kept for every run (bench-process.ts).
let client: ChildProcess | null = null;
function loadClient(): ChildProcess {
  if (client) return client;
  client = benchProcess("bench-load-client.ts");
  client.unref();
  client.channel?.unref();
  return client;
}

export async function load(base: string, rotation: Rotation, seconds: number): Promise<Samples> {
  const generator = loadClient();
  // Held while a run is out: the answer must keep this process alive.
  generator.channel?.ref();
  const question: LoadAsk = {
    base,
    turns: rotation.turns,
    next: rotation.next,
    seconds,
    connections: CONNECTIONS,
  };
  const answer = await ask<LoadAnswer>(generator, question);
  generator.channel?.unref();
  rotation.next = answer.next;
  await settle();
  return { latencies: answer.latencies, errors: answer.errors, firstError: answer.firstError, seconds };
}

export function percentile(latencies: number[], q: number): number {
  if (!latencies.length) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function figure(name: string, samples: Samples[], distinctTurns: number): Figure {
  const latencies = samples.flatMap((s) => s.latencies);
  const seconds = samples.reduce((n, s) => n + s.seconds, 0);
  const rps = latencies.length / seconds;
  return {
    name,
    rps,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    errors: samples.reduce((n, s) => n + s.errors, 0),
    firstError: samples.find((s) => s.firstError)?.firstError ?? null,
    repeats: distinctTurns > 1 && (rps * PAGE_CACHE_MS) / 1000 > distinctTurns,
  };
}

/** A short warm-up (JIT, connections, first snapshots), then the measured run. */
// `pageCache`: whether the route's answers are kept per member and query (only then can a member
// coming round again be served from a cache).
export async function measure(
  name: string,
  base: string,
  turns: Turn[],
  seconds: number,
  pageCache = false,
): Promise<Figure> {
  const turning = rotation(turns);
  await load(base, turning, 2);
  return figure(
    name,
    [await load(base, turning, seconds)],
    pageCache ? turns.length : Number.POSITIVE_INFINITY,
  );
}
