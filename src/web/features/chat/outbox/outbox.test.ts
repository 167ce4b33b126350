import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { createOutboxRunner, type OutboxRunnerDeps } from "./outbox-runner";
import { createOutboxStore, newClientId, OUTBOX_KEY, type OutboxItem } from "./outbox-store";
import { pendingStatus } from "./use-outbox";

// The outbox (issue 28 item 5): kept on the device, sent in order once the connection allows,
// never twice (every try carries the message's one client id), refusals kept for the member to see.

const ME = "11111111-1111-4111-8111-111111111111";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const item = (content: string, over: Partial<OutboxItem> = {}): OutboxItem => ({
  clientId: newClientId(),
  owner: ME,
  thread: { kind: "group", eventId: "e1" },
  content,
  createdAt: new Date().toISOString(),
  ...over,
});

const networkError = () => new ApiError("Network error", { status: null });
const refused = (status: number, message: string, code?: string) =>
  new ApiError(message, { status, body: { success: false, message, code } });

function setup(over: Partial<OutboxRunnerDeps> = {}) {
  const storage = memoryStorage();
  const store = createOutboxStore(storage);
  const online = { value: true };
  const sent: { clientId: string; content: string }[] = [];
  const send = vi.fn(async (i: OutboxItem) => {
    sent.push({ clientId: i.clientId, content: i.content });
  });
  const runner = createOutboxRunner({
    store,
    owner: () => ME,
    send,
    refusal: (error) =>
      error instanceof ApiError && error.status !== null && error.status < 500
        ? { message: error.message, code: error.code ?? undefined }
        : null,
    isOnline: () => online.value,
    retryDelay: () => 1000,
    ...over,
  });
  return { storage, store, runner, online, send, sent };
}

describe("the outbox store", () => {
  it("keeps messages on the device: a new store (a reload) finds them", () => {
    const storage = memoryStorage();
    const first = createOutboxStore(storage);
    const a = item("See you at 6");
    first.add(a);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toEqual([a]);
    expect(createOutboxStore(storage).all()).toEqual([a]);
    first.remove(a.clientId);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("answers the same list until it changes, and ignores what is not an outbox", () => {
    const store = createOutboxStore(memoryStorage({ [OUTBOX_KEY]: '[{"clientId":1}, "x"]' }));
    expect(store.all()).toEqual([]);
    expect(store.all()).toBe(store.all());
    expect(createOutboxStore(memoryStorage({ [OUTBOX_KEY]: "{not json" })).all()).toEqual([]);
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(item("hi"));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("still works in memory when the storage refuses", () => {
    const store = createOutboxStore({
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    });
    store.add(item("hi"));
    expect(store.all()).toHaveLength(1);
  });

  it("sees what another tab wrote, or that the site's data was cleared", () => {
    const storage = memoryStorage();
    const here = createOutboxStore(storage);
    const there = createOutboxStore(storage);
    const a = item("from the other tab");
    there.add(a);
    expect(here.all()).toEqual([a]);
    storage.data.clear();
    expect(here.all()).toEqual([]);
  });

  it("makes UUIDs", () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(newClientId());
  });
});

describe("the outbox runner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends in the order written and empties the outbox", async () => {
    const { store, runner, sent } = setup();
    const [a, b] = [item("one"), item("two")];
    store.add(a);
    store.add(b);
    await runner.flush();
    expect(sent.map((s) => s.content)).toEqual(["one", "two"]);
    expect(store.all()).toEqual([]);
  });

  it("waits while offline, and sends each message once when back online", async () => {
    const { store, runner, online, send, sent } = setup();
    online.value = false;
    const a = item("written offline");
    store.add(a);
    await runner.flush();
    expect(send).not.toHaveBeenCalled();
    expect(runner.state()).toEqual({ sending: null, waiting: true });
    expect(pendingStatus(store.all()[0]!, runner.state(), false)).toEqual({ kind: "waiting" });

    online.value = true;
    // The online event and the socket's return both ask at once: one send.
    await Promise.all([runner.flush(), runner.flush()]);
    expect(sent).toEqual([{ clientId: a.clientId, content: "written offline" }]);
    expect(store.all()).toEqual([]);
    expect(runner.state()).toEqual({ sending: null, waiting: false });
  });

  it("tries again after a network failure with the same client id, keeping the order", async () => {
    let failures = 2;
    const sent: string[] = [];
    const send = vi.fn(async (i: OutboxItem) => {
      if (failures-- > 0) throw networkError();
      sent.push(i.content);
    });
    const { store, runner } = setup({ send });
    const [a, b] = [item("first"), item("second")];
    store.add(a);
    store.add(b);
    await runner.flush();
    expect(runner.state().waiting).toBe(true);
    expect(store.all()).toHaveLength(2);
    // The second never overtakes the first.
    expect(send.mock.calls.map(([i]) => i.content)).toEqual(["first"]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.map(([i]) => i.clientId)).toEqual([
      a.clientId,
      a.clientId,
      a.clientId,
      b.clientId,
    ]);
    expect(sent).toEqual(["first", "second"]);
    expect(store.all()).toEqual([]);
  });

  it("keeps a refused message with the server's sentence, and goes on with the next", async () => {
    const { store, runner, sent } = setup({
      send: vi.fn(async (i: OutboxItem) => {
        if (i.content === "refused")
          throw refused(403, "Only the host and accepted members can use this group.", "group.notMember");
        sent.push({ clientId: i.clientId, content: i.content });
      }),
    });
    const [a, b] = [item("refused"), item("fine")];
    store.add(a);
    store.add(b);
    await runner.flush();
    expect(sent.map((s) => s.content)).toEqual(["fine"]);
    // Its English and its code, so the bubble says it in whatever language the member reads later.
    expect(store.all()).toEqual([
      { ...a, error: "Only the host and accepted members can use this group.", errorCode: "group.notMember" },
    ]);
    expect(pendingStatus(store.all()[0]!, runner.state(), true)).toEqual({
      kind: "failed",
      error: "Only the host and accepted members can use this group.",
      code: "group.notMember",
    });
    // Never tried again by itself; the member discards it.
    await runner.flush();
    expect(sent).toHaveLength(1);
    store.remove(a.clientId);
    expect(store.all()).toEqual([]);
  });

  it("sends only the signed-in member's messages", async () => {
    const { store, runner, sent } = setup();
    store.add(item("someone else's", { owner: "22222222-2222-4222-8222-222222222222" }));
    store.add(item("mine"));
    await runner.flush();
    expect(sent.map((s) => s.content)).toEqual(["mine"]);
    expect(store.all()).toHaveLength(1);
  });

  it("sends a message written while another is on its way after it", async () => {
    let release: () => void = () => undefined;
    const { store, runner, sent } = setup({
      send: vi.fn(async (i: OutboxItem) => {
        if (i.content === "slow") await new Promise<void>((resolve) => (release = resolve));
        sent.push({ clientId: i.clientId, content: i.content });
      }),
    });
    store.add(item("slow"));
    const first = runner.flush();
    expect(runner.state().sending).toBe(store.all()[0]!.clientId);
    expect(pendingStatus(store.all()[0]!, runner.state(), true)).toEqual({ kind: "sending" });
    store.add(item("meanwhile"));
    const second = runner.flush();
    release();
    await Promise.all([first, second]);
    expect(sent.map((s) => s.content)).toEqual(["slow", "meanwhile"]);
  });
});
