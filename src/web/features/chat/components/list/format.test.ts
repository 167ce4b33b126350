import { describe, expect, it } from "vitest";
import { type Language, type MessageKey, type MessageValues, messageIn } from "../../../../lib/i18n";
import { TEXTS } from "../../../../lib/texts";
import { last } from "../../../../test/fixtures/inbox";
import { byLastActivity, matchesName, messageSummary, previewLine } from "./format";

const wordsIn = (language: Language) => (key: MessageKey<"chat">, values?: MessageValues) =>
  messageIn(language, "chat", key, values);
const t = wordsIn("en");

describe("previews", () => {
  it("summarises structured messages (SPEC 4: unknown kinds read 'Unsupported message type')", () => {
    expect(messageSummary(t, "Hello\n  there")).toBe("Hello there");
    expect(messageSummary(t, JSON.stringify({ type: "rsvp", question: "Coming on Saturday?" }))).toBe(
      "RSVP poll: Coming on Saturday?",
    );
    expect(messageSummary(t, JSON.stringify({ type: "review", text: "How was it?" }))).toBe("Review request");
    expect(messageSummary(t, JSON.stringify({ type: "sticker", id: 4 }))).toBe(TEXTS.unsupportedMessage);
    expect(messageSummary(t, JSON.stringify({ type: "text", text: "Plain" }))).toBe("Plain");
  });

  it("prefixes one's own messages with You: and group messages with the sender's first name", () => {
    expect(previewLine(t, last({ content: "On my way", fromMe: true }), "person")).toBe("You: On my way");
    expect(previewLine(t, last({ content: "On my way" }), "person")).toBe("On my way");
    expect(previewLine(t, last({ content: "Snacks?", senderName: "Meera Nair" }), "group")).toBe(
      "Meera: Snacks?",
    );
    expect(previewLine(t, last({ content: "Snacks?", fromMe: true }), "group")).toBe("You: Snacks?");
    expect(previewLine(t, null, "person")).toBe("No messages yet");
  });
});

describe("previews in Hindi", () => {
  const hi = wordsIn("hi");
  it("say the structured kinds, a photo and who wrote it in Hindi, and keep what members typed", () => {
    expect(messageSummary(hi, JSON.stringify({ type: "rsvp", question: "शनिवार को आ रहे हो?" }))).toBe(
      "RSVP पोल: शनिवार को आ रहे हो?",
    );
    expect(messageSummary(hi, JSON.stringify({ type: "review", text: "How was it?" }))).toBe(
      "रिव्यू की रिक्वेस्ट",
    );
    expect(messageSummary(hi, "📷 Photo")).toBe("📷 फ़ोटो");
    expect(previewLine(hi, last({ content: "On my way", fromMe: true }), "person")).toBe("आप: On my way");
    expect(previewLine(hi, last({ content: "Snacks?", senderName: "Meera Nair" }), "group")).toBe(
      "Meera: Snacks?",
    );
    expect(previewLine(hi, null, "group")).toBe("अभी कोई मैसेज नहीं। ग्रुप को हाय कहें!");
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
