import type { OutboxItem, OutboxStore, Refusal } from "./outbox-store";

// Sends what waits in the outbox, one message at a time in the order written, so a thread keeps
// its order. A message the server stored (or had stored: a resend answers the first) leaves the
// outbox; one it refused (a 4xx) stays, marked with the server's sentence, until the member
// discards it; a network failure stops the run, which starts again when the browser is back
// online, the socket is live again, or a growing wait has passed.

export type RunnerState = {
  /** The client id on its way now. */
  sending: string | null;
  /** The last try failed for the connection (or the browser is offline): waiting to try again. */
  waiting: boolean;
};

export type OutboxRunnerDeps = {
  store: OutboxStore;
  /** The signed-in member: only their messages are sent. */
  owner: () => string | null;
  /** Sends one message (with its client id) and puts the stored message where screens read it. */
  send: (item: OutboxItem) => Promise<void>;
  /** The sentence of a final refusal, or null when trying again may work (network, 5xx, 429). */
  refusal: (error: unknown, item: OutboxItem) => Refusal | null;
  isOnline: () => boolean;
  /** The wait before try number `attempt` (0 for the first retry). */
  retryDelay: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;

export function createOutboxRunner(deps: OutboxRunnerDeps) {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let state: RunnerState = { sending: null, waiting: false };
  let running: Promise<void> | null = null;
  let again = false;
  let attempt = 0;
  let timer: unknown = null;

  const setState = (next: Partial<RunnerState>) => {
    const merged = { ...state, ...next };
    if (merged.sending === state.sending && merged.waiting === state.waiting) return;
    state = merged;
    for (const listener of listeners) listener();
  };

  const nextItem = (): OutboxItem | undefined => {
    const owner = deps.owner();
    return owner ? deps.store.all().find((i) => i.owner === owner && i.error === undefined) : undefined;
  };

  const scheduleRetry = () => {
    if (timer !== null) return;
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, deps.retryDelay(attempt));
    attempt += 1;
  };

  // One pass: sends until the outbox is empty, or stops at a network failure.
  async function run(): Promise<void> {
    for (;;) {
      const item = nextItem();
      if (!item) {
        attempt = 0;
        setState({ waiting: false });
        return;
      }
      if (!deps.isOnline()) {
        setState({ waiting: true });
        return;
      }
      setState({ sending: item.clientId });
      try {
        await deps.send(item);
        deps.store.remove(item.clientId);
        attempt = 0;
        setState({ sending: null, waiting: false });
      } catch (error) {
        setState({ sending: null });
        const refused = deps.refusal(error, item);
        if (refused === null) {
          setState({ waiting: true });
          scheduleRetry();
          return;
        }
        deps.store.fail(item.clientId, refused);
      }
    }
  }

  /**
   * Sends what waits. Called again while a run is on its way, it runs once more after it (a message
   * written meanwhile, the connection back), never two at once.
   */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again && !state.waiting);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    flush,
    state: (): RunnerState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
