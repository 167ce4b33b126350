// The reactions a member can put on a message (issue 28 item 2): a small fixed set, so a count is
// about one of these and the server refuses anything else.
export const REACTIONS = ["👍", "❤️", "😂", "😮", "🙏", "🎉"] as const;
export type Reaction = (typeof REACTIONS)[number];

export function isReaction(value: string | undefined): value is Reaction {
  return (REACTIONS as readonly string[]).includes(value ?? "");
}
