// Message content is plain text, or a JSON string of one of these kinds (SPEC 3 "Message").
export type StructuredMessage =
  | { type: "text"; text: string }
  | { type: "rsvp"; question: string }
  | { type: "review"; text: string };

// The structured kind of a message, or null for plain text (and for JSON that is not ours).
export function structuredKind(content: string): string | null {
  if (!content.startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(content);
    if (value && typeof value === "object" && "type" in value && typeof value.type === "string")
      return value.type;
  } catch {
    // plain text that happens to start with a brace
  }
  return null;
}

// How a screen shows a message: plain text, one of our structured kinds, or "Unsupported message
// type" for JSON of any other type (SPEC 4 "Chat").
export type ParsedContent =
  | { kind: "text"; text: string }
  | { kind: "rsvp"; question: string }
  | { kind: "review"; text: string }
  | { kind: "unsupported" };

function field(value: object, key: string): string {
  const v = (value as Record<string, unknown>)[key];
  return typeof v === "string" ? v : "";
}

export function parseContent(content: string): ParsedContent {
  const kind = structuredKind(content);
  if (kind === null) return { kind: "text", text: content };
  const value = JSON.parse(content) as object;
  if (kind === "text") return { kind: "text", text: field(value, "text") };
  if (kind === "rsvp") return { kind: "rsvp", question: field(value, "question") };
  if (kind === "review") return { kind: "review", text: field(value, "text") };
  return { kind: "unsupported" };
}

// The content the host's controls send.
export function rsvpContent(question: string): string {
  return JSON.stringify({ type: "rsvp", question } satisfies StructuredMessage);
}

export function reviewRequestContent(text: string): string {
  return JSON.stringify({ type: "review", text } satisfies StructuredMessage);
}
