import { describe, expect, it } from "vitest";
import { TEXTS } from "../../../../lib/texts";
import { last } from "../../../../test/fixtures/inbox";
import { byLastActivity, matchesName, messageSummary, previewLine } from "./format";

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
