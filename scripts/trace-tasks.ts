// `npx tsx scripts/trace-tasks.ts <trace.json> [min ms]`: where a page's main thread went, task by
// task. Reads a trace saved by `BENCH_WEB_SAVE=dir BENCH_WEB_SAMPLES=1 npm run bench:web` and prints
// every main-thread task longer than `min ms` (default 12: 50 ms under Lighthouse's 4x CPU) with the
// functions the V8 sampler caught in it, named through the build's source maps (dist/web/assets).
// A task's self-time list says what ran; its inclusive list says who called it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx scripts/trace-tasks.ts <trace.json> [min ms]");
  process.exit(2);
}
const minMs = Number(minArg ?? 12);
const assets = path.resolve("dist/web/assets");
const raw = JSON.parse(readFileSync(file, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

// The page's main thread: the renderer main thread with the most events.
const perThread = new Map<string, number>();
for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = events
  .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
  .sort((a, b) => (perThread.get(`${b.pid}:${b.tid}`) ?? 0) - (perThread.get(`${a.pid}:${a.tid}`) ?? 0))[0];
if (!main) throw new Error("No renderer main thread in this trace.");
const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
const start = events.find((e) => e.name === "navigationStart" && onMain(e))?.ts ?? 0;
const ms = (us: number) => (us / 1000).toFixed(1);

// V8's samples (present when the trace was taken with disabled-by-default-v8.cpu_profiler).
const nodes = new Map<number, ProfileNode>();
const samples: Array<[number, number]> = [];
// The main thread's profile: a worker of the page (the Intl warm-up, ADR 0066) has its own, in the same
// process under another id, whose samples would otherwise read as the main thread's.
const profile = events.find((e) => e.name === "Profile" && onMain(e)) as
  | (TraceEvent & { id?: string })
  | undefined;
let clock = Number((profile?.args?.data?.startTime as number) ?? 0);
const ofMainProfile = (e: TraceEvent & { id?: string }) =>
  e.name === "ProfileChunk" && e.pid === main.pid && e.id === profile?.id;
for (const chunk of events.filter(ofMainProfile)) {
  const data = chunk.args?.data as {
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  };
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (data.cpuProfile?.samples ?? []).forEach((id, i) => {
    clock += data.timeDeltas?.[i] ?? 0;
    samples.push([clock, id]);
  });
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  const name = url.replace(/^.*\//, "");
  if (!maps.has(name)) {
    const mapFile = path.join(assets, `${name}.map`);
    maps.set(
      name,
      name.endsWith(".js") && existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")))
        : null,
    );
  }
  return maps.get(name) ?? null;
}

function label({ callFrame: f }: ProfileNode): string {
  const map = f.lineNumber >= 0 ? sourceMap(f.url) : null;
  const at = map?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  if (at?.source) {
    const source = at.source.replace(/^.*node_modules\//, "~").replace(/^(\.\.\/)+/, "");
    return `${at.name || f.functionName || "(anonymous)"} ${source}:${at.line}`;
  }
  return f.url ? `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}` : f.functionName;
}

const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} ×${count}`)
    .join(", ");

const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
console.log(`first contentful paint at ${fcp ? ms(fcp.ts - start) : "?"} ms (as observed, not simulated)`);
const tasks = events.filter(
  (e) => onMain(e) && e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) >= minMs * 1000,
);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [at, id] of samples) {
    if (at < task.ts || at > end) continue;
    const leaf = nodes.get(id);
    if (!leaf) continue;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
    const seen = new Set<string>();
    for (
      let node: ProfileNode | undefined = leaf;
      node;
      node = node.parent ? nodes.get(node.parent) : undefined
    ) {
      const name = label(node);
      if (seen.has(name) || name.startsWith("(root)") || name.startsWith("(program)")) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  const kinds = events
    .filter(
      (e) => onMain(e) && e.ph === "X" && e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 1000,
    )
    .filter((e) =>
      /^(FunctionCall|EvaluateScript|v8\.evaluateModule|ParseHTML|Layout|UpdateLayoutTree|Paint|RunMicrotasks|MinorGC|MajorGC)$/.test(
        e.name,
      ),
    )
    .map((e) => `${e.name} ${ms(e.dur ?? 0)}`);
  console.log(
    `\ntask at ${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms: ${kinds.slice(0, 6).join(" | ")}`,
  );
  if (self.size > 0) {
    console.log(`  self:      ${top(self, Number(process.env.TRACE_SELF_TOP ?? 8))}`);
    console.log(`  inclusive: ${top(inclusive, Number(process.env.TRACE_TOP ?? 14))}`);
  }
}
