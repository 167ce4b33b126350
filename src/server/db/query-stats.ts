import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

// What the metrics read of a database (ADR 0019): every query's time, as its caller waits for it
// (PGlite runs one query at a time, so a query's wait in its queue counts), how many are under way
// now, and on PostgreSQL the pool's clients. Timing is installed where a driver's client is made, so
// every query is timed, those of Drizzle, transactions and migrations alike, with nothing to remember
// at call sites.

export type PoolUse = { total: number; idle: number; waiting: number };

export type DatabaseStats = {
  /** Queries sent and not yet answered (PGlite: running or queued behind the one running). */
  inFlight(): number;
  /** PostgreSQL's pool: open clients, idle ones, and checkouts waiting for a client. */
  pool(): PoolUse | undefined;
  /** The one listener told each query's seconds (the metrics registry); undefined stops it. */
  onQuery(listener: ((seconds: number) => void) | undefined): void;
  /**
   * Tells `listener` the text of each statement as it is sent, until the answered function is
   * called: how a test counts the statements of one request (ADR 0050).
   */
  watchStatements(listener: (text: string) => void): () => void;
};

type QueryCounter = {
  stats: DatabaseStats;
  started(statement: unknown): number;
  finished(startedAt: number): void;
};

// A query's text, whichever form the driver was given: text alone, or a config with `text`.
const statementText = (statement: unknown): string =>
  typeof statement === "string" ? statement : String((statement as { text?: unknown } | null)?.text ?? "");

function queryCounter(pool?: () => PoolUse): QueryCounter {
  let inFlight = 0;
  let listener: ((seconds: number) => void) | undefined;
  const watchers = new Set<(text: string) => void>();
  return {
    stats: {
      inFlight: () => inFlight,
      pool: () => pool?.(),
      onQuery: (next) => {
        listener = next;
      },
      watchStatements(watcher) {
        // Each call its own entry, so the same function watched twice is two watchers.
        const entry = (text: string) => watcher(text);
        watchers.add(entry);
        return () => watchers.delete(entry);
      },
    },
    started(statement) {
      inFlight++;
      if (watchers.size > 0) for (const watcher of watchers) watcher(statementText(statement));
      return performance.now();
    },
    finished(startedAt) {
      inFlight--;
      listener?.((performance.now() - startedAt) / 1000);
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: wraps driver methods of any signature
type AnyQuery = (...args: any[]) => any;

// A query method that reports when it settles, whichever of its styles the caller uses: node-postgres
// answers a callback when given one (pg-pool's own `pool.query` does) and a promise otherwise.
function timed<Q extends AnyQuery>(query: Q, counter: QueryCounter): Q {
  return function (this: unknown, ...args: unknown[]) {
    const startedAt = counter.started(args[0]);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = function (this: unknown, ...results: unknown[]) {
        counter.finished(startedAt);
        return callback.apply(this, results);
      };
      return query.apply(this, args);
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (error) {
      counter.finished(startedAt);
      throw error;
    }
    const done = () => counter.finished(startedAt);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(done, done);
    } else {
      // A streamed query (a cursor) is not timed; only the count is kept straight.
      done();
    }
    return result;
  } as Q;
}

/** Times every query of every client the pool opens (its own `pool.query` included). */
export function timePgPool(pool: pg.Pool): DatabaseStats {
  const counter = queryCounter(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  pool.on("connect", (client) => {
    client.query = timed(client.query, counter);
  });
  return counter.stats;
}

/** Times PGlite's queries, those inside its transactions included. */
export function timePglite(client: PGlite): DatabaseStats {
  const counter = queryCounter();
  client.query = timed(client.query, counter);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = timed(tx.query, counter);
      return callback(tx);
    });
  return counter.stats;
}
