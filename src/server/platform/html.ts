// The server's few HTML pages (emails, the share card's head, the development sign-in and SMS pages)
// write what members typed into markup: one escape for all of them.
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#39;",
  "<": "&lt;",
  ">": "&gt;",
};

/** Text safe inside a quoted HTML attribute or an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => ESCAPES[c]!);
}
