import { parseContent } from "@shared/chat-content";
import type { LastMessage } from "@shared/contracts/chat";
import { PHOTO_MESSAGES } from "@shared/texts";
import type { Translate } from "../../../../lib/i18n";

/**
 * The text of a message as one line: plain text as the member typed it, or the chat area's words
 * for the structured kinds and for a photo sent without a caption (which the server names in
 * English, PHOTO_MESSAGES.preview).
 */
export function messageSummary(t: Translate<"chat">, content: string): string {
  const parsed = parseContent(content);
  switch (parsed.kind) {
    case "text": {
      const line = parsed.text.replace(/\s+/g, " ").trim();
      return line === PHOTO_MESSAGES.preview ? t("photo") : line;
    }
    case "rsvp":
      return t("rsvpPoll", { question: parsed.question });
    case "review":
      return t("reviewRequest");
    default:
      return t("unsupportedMessage");
  }
}

/**
 * The preview line of a thread: "You: …" for one's own message; in groups others' messages carry
 * the sender's first name ("Diya: …").
 */
export function previewLine(
  t: Translate<"chat">,
  last: LastMessage | null | undefined,
  kind: "person" | "group",
): string {
  if (!last) return t(kind === "group" ? "groupNoMessages" : "noMessagesYet");
  const text = messageSummary(t, last.content);
  if (last.fromMe) return t("fromMe", { text });
  if (kind === "group" && last.senderName) {
    return t("fromMember", { name: last.senderName.split(/\s+/)[0] ?? "", text });
  }
  return text;
}

/** Case-insensitive name match; blank queries match everything. */
export function matchesName(name: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === "" || name.toLocaleLowerCase().includes(q);
}

/** Newest activity first; threads without messages keep their order after those with messages. */
export function byLastActivity<T extends { lastMessage?: LastMessage | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, at: item.lastMessage?.createdAt ?? "" }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? 1 : -1))
    .map(({ item }) => item);
}
