import DataLoader from "dataloader";

/**
 * A DataLoader whose batches wait for each other (ADR 0039): keys asked for while a read is under way
 * go together in the next read, not each in a query of its own. On PGlite every query takes its turn
 * on the one thread that serves all requests, so a burst of small reads (members' first pages after
 * a start or a cleared cache) costs one read per turn instead of one per member. It keeps nothing
 * (`cache: false`): the caller's own cache decides how long an answer lasts.
 */
export function batchLoader<K, V>(
  readMany: (keys: readonly K[]) => Promise<(V | Error)[]>,
): DataLoader<K, V> {
  let reading: Promise<unknown> = Promise.resolve();
  return new DataLoader<K, V>(
    (keys) => {
      const read = readMany(keys);
      reading = read.catch(() => {});
      return read;
    },
    {
      cache: false,
      batchScheduleFn: (dispatch) => void reading.then(() => setImmediate(dispatch)),
    },
  );
}
