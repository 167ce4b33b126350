import { describe, expect, it } from "vitest";
import { seenLabels } from "./seen-by";
import type { ThreadMessage } from "./types";

// Where "Seen by N" and "Seen" show (issue 28 item 3): one query's read marks, counted per message.

const msg = (id: string, minute: number, mine = true, pending = false): ThreadMessage => ({
  id,
  mine,
  sender: { id: mine ? "me" : "s1", name: mine ? "You" : "Ananya", avatar: null },
  content: id,
  createdAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
  ...(pending ? { pending: true } : {}),
});
const reader = (id: string, minute: number) => ({
  _id: id,
  name: id,
  avatar: null,
  readAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
});

const shown = (labels: Map<string, { _id: string }[]>) =>
  Object.fromEntries([...labels].map(([id, who]) => [id, who.map((r) => r._id)]));

describe("seenLabels", () => {
  const thread = [msg("a", 0), msg("b", 5), msg("theirs", 6, false), msg("c", 10), msg("d", 20)];

  it("counts in a group where the count changes, a mark at the message's time included", () => {
    const readers = [reader("r1", 30), reader("r2", 10), reader("r3", 4)];
    expect(shown(seenLabels(thread, readers, "group"))).toEqual({
      a: ["r1", "r2", "r3"],
      c: ["r1", "r2"],
      d: ["r1"],
    });
  });

  it("shows nothing without readers, and nothing on others' or outbox messages", () => {
    expect(seenLabels(thread, [], "group").size).toBe(0);
    const withPending = [...thread, msg("p", 40, true, true)];
    expect(shown(seenLabels(withPending, [reader("r1", 50)], "group"))).toEqual({ d: ["r1"] });
  });

  it("marks once in a conversation: the newest of one's messages read", () => {
    expect(shown(seenLabels(thread, [reader("u2", 12)], "direct"))).toEqual({ c: ["u2"] });
    expect(shown(seenLabels(thread, [reader("u2", 1)], "direct"))).toEqual({ a: ["u2"] });
    expect(seenLabels([msg("theirs", 6, false)], [reader("u2", 30)], "direct").size).toBe(0);
  });
});
