export type Throttle = {
  /** Runs now if the last run was at least `ms` ago, else once when that time is up. */
  call(): void;
  /** Runs a waiting call now (leaving a screen: the last call is not lost). */
  flush(): void;
  /** Drops a waiting call. */
  cancel(): void;
};

/**
 * At most one run of `run` per `ms`: the first call runs at once, later ones within the interval
 * coalesce into one trailing run at its end, so the last call is always honoured.
 */
export function throttle(run: () => void, ms: number, now: () => number = Date.now): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    run();
  };
  return {
    call() {
      if (timer !== undefined) return;
      const wait = last + ms - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      fire();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
