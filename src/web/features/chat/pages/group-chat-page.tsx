import { isEventOver } from "@shared/event-rules";
import { Images, MessagesSquare, Pin, PinOff, Wallet } from "lucide";
import { useCallback, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import { EventImage } from "../../../components/event-image";
import { HelpButtonSlot } from "../../../components/help-button-slot";
import { ToastRegion, useToast } from "../../../components/toast";
import { eventDaysIn } from "../../../lib/event-times-in-words";
import { useLanguage, useMessages } from "../../../lib/i18n";
import { useEventDetail } from "../../../lib/queries/events";
import { failureSentence } from "../../../lib/server-sentence";
import { useUserId } from "../../../lib/use-session";
import { useGroupMessages, useSendGroup } from "../api";
import { AlbumBar } from "../components/thread/album-link";
import { Composer, type ComposerHandle } from "../components/thread/composer";
import { HeaderPill } from "../components/thread/header-pill";
import { HostTools } from "../components/thread/host-tools";
import { MessageList } from "../components/thread/message-list";
import { threadMessages, useRenderStatus } from "../components/thread/message-status";
import { PinnedBar } from "../components/thread/pinned-bar";
import { ReviewCard } from "../components/thread/review-card";
import { RsvpCard } from "../components/thread/rsvp-card";
import { ThreadFrame, ThreadHeader, useDocumentTitle } from "../components/thread/thread-frame";
import { ThreadEmpty, ThreadError, ThreadSkeleton } from "../components/thread/thread-states";
import type { ExtraAction, RenderCard, ThreadMessage } from "../components/thread/types";
import { useMarkThreadRead } from "../components/thread/use-mark-read";
import { useThreadExtras } from "../components/thread/use-thread-extras";
import { useOutbox } from "../outbox/use-outbox";
import { usePin, usePinned, useSeenBy } from "../seen-pin-api";
import { THREAD_SENTENCES } from "../thread-sentences";

/**
 * /chats/group/{groupId}/{eventId}: an event's group chat (SPEC 2 "/chat", SPEC 4 "Chat", "Role per
 * event", "Review"). Members talk; the host also sends RSVP polls and review requests, which show
 * as cards that accepted seekers answer in place.
 */
export function GroupChatPage() {
  const t = useMessages("thread");
  const language = useLanguage();
  const { groupId = "", eventId = "" } = useParams();
  const me = useUserId();
  const thread = useGroupMessages(eventId);
  const send = useSendGroup(eventId);
  const { data: event, isPending: eventPending } = useEventDetail(eventId);
  const toasts = useToast();
  const [reviewed, setReviewed] = useState(false);
  // Written messages go through the outbox: kept on the device until the server has them (issue 28).
  const outbox = useOutbox(useMemo(() => ({ kind: "group" as const, eventId }), [eventId]));
  const isHost = event?.role === "host";
  // "Seen by" is the host's (on their own messages); the pinned message and the meeting point stay on top.
  const seen = useSeenBy("group", groupId, isHost);
  const pinned = usePinned(eventId, thread.data !== undefined);
  const pin = usePin(eventId);
  // Photos, replies and reactions (issue 28 items 1 and 2).
  const composer = useRef<ComposerHandle>(null);
  // The host pins a message from its actions (issue 28 item 4), or takes the pin down there.
  const pinnedId = pinned.data?._id ?? null;
  const { show: toast } = toasts;
  const pinActions = useCallback(
    (message: ThreadMessage): ExtraAction[] => {
      const isPinned = message.id === pinnedId;
      return [
        {
          label: t(isPinned ? "unpin" : "pin"),
          icon: isPinned ? PinOff : Pin,
          onSelect: () =>
            pin.mutate(isPinned ? null : message.id, {
              onError: (error) => toast({ tone: "error", text: failureSentence(error, THREAD_SENTENCES, t) }),
            }),
        },
      ];
    },
    [pinnedId, pin.mutate, toast, t],
  );
  const extras = useThreadExtras(
    useMemo(() => ({ kind: "group" as const, eventId }), [eventId]),
    { composer, send: outbox.send, ...(isHost ? { more: pinActions } : {}) },
  );

  const title = event?.name ?? t("groupChat");
  useDocumentTitle(title);
  useMarkThreadRead("group", groupId, thread.data?.at(-1)?._id);

  const messages = useMemo<ThreadMessage[]>(
    () =>
      threadMessages(
        thread.data,
        (m) => ({
          mine: m.senderId._id === me,
          sender: { id: m.senderId._id, name: m.senderId.name, avatar: m.senderId.avatar },
        }),
        outbox.pending,
        { id: me ?? "", name: t("you"), avatar: null },
      ),
    [thread.data, me, outbox.pending, t],
  );
  const renderStatus = useRenderStatus({
    messages,
    pending: outbox.pending,
    discard: outbox.discard,
    readers: isHost ? seen.data?.readers : undefined,
    mode: "group",
  });

  const { show } = toasts;
  const onReviewed = useCallback(
    // The server's thanks for a review is always MESSAGES.reviewThanks, which the catalogue says.
    () => {
      setReviewed(true);
      show({ tone: "success", text: t("reviewThanks") });
    },
    [show, t],
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
    ? [memberCount !== null && t("members", { count: memberCount }), eventDaysIn(language, event)]
        .filter(Boolean)
        .join(" · ")
    : t("groupChat");

  // A Go Dutch or Split the Amount experience's costs, for its members (issue 28 item 7).
  const costsLink =
    event && inGroup && event.paymentType !== "fee" ? (
      <HeaderPill
        to={`/chats/group/${encodeURIComponent(groupId)}/${encodeURIComponent(eventId)}/costs`}
        icon={Wallet}
        label={t("costs")}
        name={t("costsName", { name: title })}
      />
    ) : undefined;

  // Once the experience has ended, its members' photos form its album (issue 28 item 1).
  const albumTo =
    event && inGroup && isEventOver(event)
      ? `/chats/group/${encodeURIComponent(groupId)}/${encodeURIComponent(eventId)}/album`
      : null;

  const header = (
    <>
      <ThreadHeader
        title={title}
        subtitle={subtitle}
        media={<EventImage shape="thumb" src={event?.image} className="size-11 shrink-0 rounded-xl" />}
        to={`/event/${encodeURIComponent(eventId)}`}
        linkLabel={t("viewEvent", { name: title })}
        loading={eventPending && !thread.isError}
        actions={
          <>
            {/* On a phone the header has no room left: the album is a bar under it instead. */}
            {albumTo && (
              <HeaderPill
                to={albumTo}
                icon={Images}
                label={t("album")}
                name={t("albumLinkLabel", { name: title })}
                wideOnly
              />
            )}
            {costsLink}
            {event?.helpOpen && <HelpButtonSlot eventId={eventId} eventName={title} look="pill" />}
          </>
        }
      />
      {albumTo && <AlbumBar to={albumTo} eventName={title} />}
      {/* Where the group meets (issue 27; members see it) and the host's pinned message (issue 28). */}
      {!thread.isError && (
        <PinnedBar
          threadId={eventId}
          meetingPoint={event?.meetingPoint ?? null}
          area={event?.location ?? ""}
          pinned={pinned.data ?? null}
          canUnpin={isHost}
          unpinning={pin.isPending}
          onUnpin={() =>
            pin.mutate(null, {
              onError: (error) =>
                toasts.show({ tone: "error", text: failureSentence(error, THREAD_SENTENCES, t) }),
            })
          }
        />
      )}
    </>
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
              ref={composer}
              quote={extras.quote}
              attach={extras.attach}
              onSend={extras.sendText}
              tools={event?.role === "host" ? <HostTools event={event} send={sendContent} /> : undefined}
            />
          )
        }
      >
        {thread.data ? (
          <MessageList
            messages={messages}
            label={t("groupLog", { name: title })}
            showNames
            hostId={event?.createdBy}
            renderCard={renderCard}
            renderStatus={renderStatus}
            interactions={extras.interactions}
            empty={<ThreadEmpty icon={MessagesSquare} text={t("emptyGroup")} />}
          />
        ) : (
          <ThreadSkeleton />
        )}
      </ThreadFrame>
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}
