import type { structuredKind } from "../../../shared/chat-content";
import { isEventOver } from "../../../shared/event-rules";

// Who may do what in a conversation or group (issue "Conversations"): one small rule per action.

// A group is for its host and accepted members (the events service keeps its members in step).
export const canUseGroup = (group: { member: string | null }) => Boolean(group.member);

// Members send text; only the host sends RSVP polls and review requests.
export const canSendToGroup = (viewerId: string, hostId: string, kind: ReturnType<typeof structuredKind>) =>
  (kind !== "rsvp" && kind !== "review") || hostId === viewerId;

// A review request only once the event is over (reviews open then).
export const canAskForReviews = (
  kind: ReturnType<typeof structuredKind>,
  event: { toDate: string | Date; eventStatus: string },
) => kind !== "review" || isEventOver(event);

// A member never talks to themselves.
export const canMessage = (viewerId: string, otherId: string) => viewerId !== otherId;

// A member who deleted their account (ADR 0025) can still be read, but no longer written to.
export const canSendTo = (intent: "reading" | "sending", other: { deletedAt: Date | null }) =>
  intent === "reading" || !other.deletedAt;

// Who has read the group is the host's to see (issue 28 item 3): they need to know the plan was read.
export const canSeeGroupReaders = (viewerId: string, hostId: string) => viewerId === hostId;

// Only the host pins a message to the top of the group, or takes it down (issue 28 item 4).
export const canPin = (viewerId: string, hostId: string) => viewerId === hostId;

// A pinned message is one of the group's own, and still says something (an admin removed none of it).
export const canPinMessage = (
  message: { groupId: string | null; content: string; image: string | null } | undefined,
  groupId: string,
) => message?.groupId === groupId && (message.content !== "" || message.image !== null);
