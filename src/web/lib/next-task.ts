/**
 * Resolves in a task of its own, after what the browser already has queued. For splitting start-up
 * work: on a phone a task over 50 ms keeps a tap waiting, where two shorter ones do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A message port's messages are tasks of their own, run in order and without setTimeout's clamping
// (4 ms after a few nested calls); fake timers in tests leave them alone.
const waiting: Array<() => void> = [];
let port: MessagePort | null = null;

/** Like nextTask, through a message channel: for work that runs often (every request). */
export function afterTask(): Promise<void> {
  if (typeof MessageChannel !== "function") return Promise.resolve();
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node's ports (unit tests) would otherwise keep the process alive.
    for (const end of [channel.port1, channel.port2]) (end as { unref?: () => void }).unref?.();
    port = channel.port2;
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    port?.postMessage(null);
  });
}
