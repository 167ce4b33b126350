import { parseContent } from "@shared/chat-content";
import type { LastMessage } from "@shared/contracts/chat";
import { CHAT_LIST_TEXTS as T, TEXTS } from "../../../../lib/texts";

/** The text of a message as one line: plain text, or a word for the structured kinds. */
export function messageSummary(content: string): string {
  const parsed = parseContent(content);
  switch (parsed.kind) {
    case "text":
      return parsed.text.replace(/\s+/g, " ").trim();
    case "rsvp":
      return T.rsvpPoll(parsed.question);
    case "review":
      return T.reviewRequest;
    default:
      return TEXTS.unsupportedMessage;
  }
}

/**
 * The preview line of a thread: "You: …" for one's own message; in groups others' messages carry
 * the sender's first name ("Diya: …").
 */
export function previewLine(last: LastMessage | null | undefined, kind: "person" | "group"): string {
  if (!last) return kind === "group" ? T.groupNoMessages : T.noMessagesYet;
  const text = messageSummary(last.content);
  if (last.fromMe) return `${T.you}: ${text}`;
  if (kind === "group" && last.senderName) return `${last.senderName.split(/\s+/)[0]}: ${text}`;
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
