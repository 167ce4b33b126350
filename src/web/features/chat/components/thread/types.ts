import type { ParsedContent } from "@shared/chat-content";
import type { ReactNode } from "react";

/** One message as the thread shows it, whichever API it came from. */
export type ThreadMessage = {
  id: string;
  /** Sent by the signed-in member: an orange bubble on the right. */
  mine: boolean;
  sender: { id: string; name: string; avatar: string | null };
  content: string;
  createdAt: string;
};

/** The structured kinds drawn as cards inside the thread (RSVP polls, review requests). */
export type CardContent = Extract<ParsedContent, { kind: "rsvp" | "review" }>;

export type RenderCard = (content: CardContent, message: ThreadMessage) => ReactNode;
