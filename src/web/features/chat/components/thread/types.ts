import type { ParsedContent } from "@shared/chat-content";
import type { ReactionSummary, ReplyTo } from "@shared/contracts/message-extras";
import type { ReactNode } from "react";

/** One message as the thread shows it, whichever API it came from. */
export type ThreadMessage = {
  id: string;
  /** Sent by the signed-in member: an orange bubble on the right. */
  mine: boolean;
  sender: { id: string; name: string; avatar: string | null };
  content: string;
  createdAt: string;
  /** Not stored yet: waiting in the outbox (issue 28 item 5), drawn fainter; `id` is its client id. */
  pending?: boolean;
  /** A photo's URL (issue 28 item 1); `content` is then its caption, possibly empty. */
  image?: string | null;
  /** The message this one answers (issue 28 item 2). */
  replyTo?: ReplyTo | null;
  reactions?: ReactionSummary[];
  /** An admin removed it after a report (issue 28 item 6): its place shows, its words do not. */
  removed?: boolean;
};

/** The structured kinds drawn as cards inside the thread (RSVP polls, review requests). */
export type CardContent = Extract<ParsedContent, { kind: "rsvp" | "review" }>;

export type RenderCard = (content: CardContent, message: ThreadMessage) => ReactNode;

/** What shows under one of one's own messages: where it stands (the outbox) or who has read it. */
export type RenderStatus = (message: ThreadMessage) => ReactNode;
