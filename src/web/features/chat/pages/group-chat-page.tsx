import { MESSAGES } from "@shared/texts";
import { MessagesSquare } from "lucide";
import { useCallback, useMemo, useState } from "react";
import { useParams } from "react-router";
import { EventImage } from "../../../components/event-image";
import { ToastRegion, useToast } from "../../../components/toast";
import { eventDays } from "../../../lib/format";
import { useEventDetail } from "../../../lib/queries/events";
import { THREAD_TEXTS } from "../../../lib/texts";
import { useUserId } from "../../../lib/use-session";
import { useGroupMessages, useSendGroup } from "../api";
import { Composer } from "../components/thread/composer";
import { HostTools } from "../components/thread/host-tools";
import { MessageList } from "../components/thread/message-list";
import { ReviewCard } from "../components/thread/review-card";
import { RsvpCard } from "../components/thread/rsvp-card";
import { ThreadFrame, ThreadHeader, useDocumentTitle } from "../components/thread/thread-frame";
import { ThreadEmpty, ThreadError, ThreadSkeleton } from "../components/thread/thread-states";
import type { RenderCard, ThreadMessage } from "../components/thread/types";
import { useMarkThreadRead } from "../components/thread/use-mark-read";

/**
 * /chats/group/{groupId}/{eventId}: an event's group chat (SPEC 2 "/chat", SPEC 4 "Chat", "Role per
 * event", "Review"). Members talk; the host also sends RSVP polls and review requests, which show
 * as cards that accepted seekers answer in place.
 */
export function GroupChatPage() {
  const { groupId = "", eventId = "" } = useParams();
  const me = useUserId();
  const thread = useGroupMessages(eventId);
  const send = useSendGroup(eventId);
  const { data: event, isPending: eventPending } = useEventDetail(eventId);
  const toasts = useToast();
  const [reviewed, setReviewed] = useState(false);

  const title = event?.name ?? THREAD_TEXTS.groupTitle;
  useDocumentTitle(title);
  useMarkThreadRead("group", groupId, thread.data?.at(-1)?._id);

  const messages = useMemo<ThreadMessage[]>(
    () =>
      (thread.data ?? []).map((m) => ({
        id: m._id,
        mine: m.senderId._id === me,
        sender: { id: m.senderId._id, name: m.senderId.name, avatar: m.senderId.avatar },
        content: m.content,
        createdAt: m.createdAt,
      })),
    [thread.data, me],
  );

  const { show } = toasts;
  const onReviewed = useCallback(
    (serverMessage: string) => {
      setReviewed(true);
      show({ tone: "success", text: serverMessage || MESSAGES.reviewThanks });
    },
    [show],
  );

  const renderCard = useCallback<RenderCard>(
    (content, message) =>
      content.kind === "rsvp" ? (
        <RsvpCard question={content.question} message={message} eventId={eventId} event={event} />
      ) : (
        <ReviewCard
          text={content.text}
          message={message}
          eventId={eventId}
          event={event}
          reviewed={reviewed}
          onReviewed={onReviewed}
        />
      ),
    [eventId, event, reviewed, onReviewed],
  );

  // The host and the accepted members; only they see who is in the event.
  const inGroup = event?.role === "host" || event?.myRequest?.requestStatus === "accepted";
  const memberCount =
    event && inGroup ? event.participants.filter((p) => p.requestStatus === "accepted").length + 1 : null;
  const subtitle = event
    ? [
        memberCount !== null && THREAD_TEXTS.members(memberCount),
        eventDays(event),
        // Where the group meets (issue 27): the event's members see it.
        event.meetingPoint && THREAD_TEXTS.meetAt(event.meetingPoint.place),
      ]
        .filter(Boolean)
        .join(" · ")
    : THREAD_TEXTS.groupSubtitle;

  const header = (
    <ThreadHeader
      title={title}
      subtitle={subtitle}
      media={<EventImage shape="thumb" src={event?.image} className="size-11 shrink-0 rounded-xl" />}
      to={`/event/${encodeURIComponent(eventId)}`}
      linkLabel={THREAD_TEXTS.viewEvent(title)}
      loading={eventPending && !thread.isError}
    />
  );

  if (thread.isError && !thread.data) {
    return (
      <ThreadFrame header={header}>
        <ThreadError error={thread.error} busy={thread.isRefetching} onRetry={() => void thread.refetch()} />
      </ThreadFrame>
    );
  }

  const sendContent = (content: string) => send.mutateAsync(content);

  return (
    <>
      <ThreadFrame
        header={header}
        footer={
          thread.data && (
            <Composer
              onSend={sendContent}
              tools={event?.role === "host" ? <HostTools event={event} send={sendContent} /> : undefined}
            />
          )
        }
      >
        {thread.data ? (
          <MessageList
            messages={messages}
            label={THREAD_TEXTS.groupLog(title)}
            showNames
            hostId={event?.createdBy}
            renderCard={renderCard}
            empty={<ThreadEmpty icon={MessagesSquare} text={THREAD_TEXTS.emptyGroup} />}
          />
        ) : (
          <ThreadSkeleton />
        )}
      </ThreadFrame>
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}
