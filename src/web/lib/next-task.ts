/**
 * Resolves in a task of its own, after what the browser already has queued. For splitting start-up
 * work: on a phone a task over 50 ms keeps a tap waiting, where two shorter ones do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
