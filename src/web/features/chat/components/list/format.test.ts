import { TEXTS } from "@shared/messages";
import { describe, expect, it } from "vitest";
import { byLastActivity, formatRelative, matchesName, messageSummary, previewLine } from "./format";
import { last } from "./test-support";

describe("formatRelative", () => {
  const now = new Date(2026, 10, 20, 15, 0, 0); // Fri 20 Nov 2026, 15:00 local time
  const at = (...args: [number, number, number, number?, number?]) =>
    new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).toISOString();

  it("reads now, minutes and hours today", () => {
    expect(formatRelative(new Date(now.getTime() - 20_000).toISOString(), now)).toBe("now");
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000).toISOString(), now)).toBe("5m");
    expect(formatRelative(at(2026, 10, 20, 9), now)).toBe("6h");
  });

  it("reads Yesterday, a weekday within the week, a day and month this year, else dd MMM yyyy", () => {
    expect(formatRelative(at(2026, 10, 19, 23), now)).toBe("Yesterday");
    expect(formatRelative(at(2026, 10, 16, 10), now)).toBe("Mon");
    expect(formatRelative(at(2026, 2, 5, 10), now)).toBe("05 Mar");
    expect(formatRelative(at(2025, 11, 31, 10), now)).toBe("31 Dec 2025");
  });

  it("has a long style for the notification list", () => {
    expect(formatRelative(new Date(now.getTime() - 1000).toISOString(), now, "long")).toBe("Just now");
    expect(formatRelative(new Date(now.getTime() - 12 * 60_000).toISOString(), now, "long")).toBe(
      "12 min ago",
    );
    expect(formatRelative(at(2026, 10, 20, 12), now, "long")).toBe("3 h ago");
  });

  it("gives nothing for a missing or unreadable time", () => {
    expect(formatRelative(null, now)).toBe("");
    expect(formatRelative("not a date", now)).toBe("");
  });
});

describe("previews", () => {
  it("summarises structured messages (SPEC 4: unknown kinds read 'Unsupported message type')", () => {
    expect(messageSummary("Hello\n  there")).toBe("Hello there");
    expect(messageSummary(JSON.stringify({ type: "rsvp", question: "Coming on Saturday?" }))).toBe(
      "RSVP poll: Coming on Saturday?",
    );
    expect(messageSummary(JSON.stringify({ type: "review", text: "How was it?" }))).toBe("Review request");
    expect(messageSummary(JSON.stringify({ type: "sticker", id: 4 }))).toBe(TEXTS.unsupportedMessage);
    expect(messageSummary(JSON.stringify({ type: "text", text: "Plain" }))).toBe("Plain");
  });

  it("prefixes one's own messages with You: and group messages with the sender's first name", () => {
    expect(previewLine(last({ content: "On my way", fromMe: true }), "person")).toBe("You: On my way");
    expect(previewLine(last({ content: "On my way" }), "person")).toBe("On my way");
    expect(previewLine(last({ content: "Snacks?", senderName: "Meera Nair" }), "group")).toBe(
      "Meera: Snacks?",
    );
    expect(previewLine(last({ content: "Snacks?", fromMe: true }), "group")).toBe("You: Snacks?");
    expect(previewLine(null, "person")).toBe("No messages yet");
  });
});

describe("list helpers", () => {
  it("matches names case-insensitively; a blank query matches all", () => {
    expect(matchesName("Diya Iyer", "diYA")).toBe(true);
    expect(matchesName("Diya Iyer", "  ")).toBe(true);
    expect(matchesName("Diya Iyer", "kabir")).toBe(false);
  });

  it("orders by newest message, threads without messages last in their order", () => {
    const items = [
      { id: "a", lastMessage: null },
      { id: "b", lastMessage: last({ createdAt: "2026-01-01T10:00:00.000Z" }) },
      { id: "c", lastMessage: null },
      { id: "d", lastMessage: last({ createdAt: "2026-01-02T10:00:00.000Z" }) },
    ];
    expect(byLastActivity(items).map((item) => item.id)).toEqual(["d", "b", "a", "c"]);
  });
});
