// Message content is plain text, or a JSON string of one of these kinds (SPEC 3 "Message").
export type StructuredMessage =
  | { type: "text"; text: string }
  | { type: "rsvp"; question: string }
  | { type: "review"; text: string };

const KINDS = new Set(["text", "rsvp", "review"]);

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

export function isKnownKind(kind: string): boolean {
  return KINDS.has(kind);
}
