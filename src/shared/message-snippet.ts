import { parseContent } from "./chat-content";
import { LIMITS } from "./limits";
import { PHOTO_MESSAGES } from "./texts";

// The start of a message as a reply's quote shows it (issue 28 item 2): one line of its words (a
// poll's question, a review request's text, a photo's caption, never JSON), cut at a word where it
// can be. A photo without a caption reads "📷 Photo"; a message with no words left (removed) "".
export function messageSnippet(content: string, hasImage: boolean, max = LIMITS.replySnippetLength): string {
  const parsed = hasImage ? { kind: "text" as const, text: content } : parseContent(content);
  const words = parsed.kind === "rsvp" ? parsed.question : parsed.kind === "unsupported" ? "" : parsed.text;
  const line = words.replace(/\s+/g, " ").trim();
  if (!line) return hasImage ? PHOTO_MESSAGES.preview : "";
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
