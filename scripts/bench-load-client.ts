// The load generator of `npm run bench`, in a process of its own (bench-load.ts forks it once): run
// in the server's process, autocannon's own work (building each request, reading each answer) took
// turns with the server on one event loop, and every latency it measured carried it. Asked for one
// run at a time over IPC; answers with the raw latencies and where the list of turns got to.
import autocannon from "autocannon";
import type { LoadAnswer, LoadAsk } from "./bench-load";

process.on("disconnect", () => process.exit(0));

process.on("message", async (ask: LoadAsk) => {
  const { turns } = ask;
  let next = ask.next;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const instance = autocannon({
    url: `${ask.base}${turns[0]!.path}`,
    connections: ask.connections,
    duration: ask.seconds,
    requests: [
      {
        setupRequest: (req: { path?: string; headers?: Record<string, string> }) => {
          const turn = turns[next++ % turns.length]!;
          req.path = turn.path;
          req.headers = { ...req.headers, ...turn.headers };
          return req;
        },
      },
    ],
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & autocannon.Instance;
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 400) {
      errors += 1;
      firstError ??= `HTTP ${status}`;
    }
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  if (result.errors && !firstError) firstError = "connection errors";
  const answer: LoadAnswer = { latencies, errors, firstError, next };
  process.send!(answer);
});
