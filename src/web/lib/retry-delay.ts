// How long the realtime socket waits before it tries again (issue 25 item 3). Every client of an
// instance that restarts is closed with 1001 at the same moment; if each came back 0.5 s later, the
// instances left would take them all in the same half-second. So the first try after a restart is
// spread over RESTART_SPREAD_MS, and later tries back off exponentially, each by a random part of
// its step ("equal jitter": never sooner than half the step, never later than the whole).

export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 30_000;
export const RESTART_SPREAD_MS = 5_000;
/** WebSocket's close code for a server going away (a restart or a deploy). */
export const GOING_AWAY = 1001;

/**
 * The wait before try number `attempt` (0 for the first) after the socket closed with `closeCode`;
 * `random` is in [0, 1).
 */
export function retryDelay(
  attempt: number,
  closeCode: number | null,
  random: () => number = Math.random,
): number {
  if (attempt === 0 && closeCode === GOING_AWAY)
    return Math.round(RETRY_BASE_MS / 2 + random() * RESTART_SPREAD_MS);
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}
