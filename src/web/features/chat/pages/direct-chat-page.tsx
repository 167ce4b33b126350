import { needsScamCaution } from "@shared/scam-signals";
import { SAY_HELLO_GREETING } from "@shared/texts";
import { useQuery } from "@tanstack/react-query";
import { Hand, UserX } from "lucide";
import { useCallback, useMemo, useRef } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";
import { companionsQuery, newestCompanionsQuery } from "../../../lib/queries/companions";
import { userQuery } from "../../../lib/queries/users";
import { type Companion, isMemberDeleted, useConversation, useSendDirect } from "../api";
import { Composer, type ComposerHandle } from "../components/thread/composer";
import { MessageList } from "../components/thread/message-list";
import { threadMessages, useRenderStatus } from "../components/thread/message-status";
import { ThreadFrame, ThreadHeader, useDocumentTitle } from "../components/thread/thread-frame";
import { ThreadEmpty, ThreadError, ThreadSkeleton } from "../components/thread/thread-states";
import type { ThreadMessage } from "../components/thread/types";
import { useMarkThreadRead } from "../components/thread/use-mark-read";
import { useThreadExtras } from "../components/thread/use-thread-extras";
import { useOutbox } from "../outbox/use-outbox";
import { useDirectStanding, useSeenBy } from "../seen-pin-api";

/**
 * /chats/user/{userId}: a one-to-one conversation (SPEC 2 "/chat", SPEC 4 "Chat"). With a member who
 * deleted their account (ADR 0025) it stays readable: their profile is gone (404), so the chat list
 * says who they were ("Deleted member", no picture), the header links nowhere and a notice takes the
 * composer's place.
 */
export function DirectChatPage() {
  const t = useMessages("thread");
  const { userId = "" } = useParams();
  // The chat list says whether they deleted their account: what /chat holds is read first (its
  // screenful, or the whole list after Show all; then their profile, gone, is not asked for), and
  // the whole list is asked afresh once their profile is refused.
  const held = useQuery({ ...companionsQuery(), enabled: false });
  const heldNewest = useQuery({ ...newestCompanionsQuery(), enabled: false });
  const knownDeleted = isDeletedIn(held.data, userId) || isDeletedIn(heldNewest.data?.items, userId);
  const other = useQuery({ ...userQuery(userId), enabled: !knownDeleted });
  const list = useQuery({ ...companionsQuery(), enabled: other.isError, staleTime: 0 });
  const thread = useConversation(userId);
  const send = useSendDirect(userId);
  // Written messages go through the outbox: kept on the device until the server has them (issue 28).
  const outbox = useOutbox(useMemo(() => ({ kind: "user" as const, userId }), [userId]));
  const composer = useRef<ComposerHandle>(null);
  // Photos, replies and reactions (issue 28 items 1 and 2).
  const extras = useThreadExtras(
    useMemo(() => ({ kind: "user" as const, userId }), [userId]),
    { composer, send: outbox.send },
  );
  const deleted =
    knownDeleted || isMemberDeleted(send.error) || (other.isError && isDeletedIn(list.data, userId));

  const name = deleted ? t("deletedMember") : (other.data?.name ?? "");
  const avatar = deleted ? null : (other.data?.avatar ?? null);
  useDocumentTitle(name || t("directTitle"));
  useMarkThreadRead("user", userId, thread.data?.at(-1)?._id);

  const messages = useMemo<ThreadMessage[]>(
    () =>
      threadMessages(
        thread.data,
        (m) => {
          // The thread holds two members: whatever the other did not send is one's own.
          const mine = m.senderId !== userId;
          return {
            mine,
            sender: mine
              ? { id: m.senderId, name: t("you"), avatar: null }
              : { id: m.senderId, name: name || t("directTitle"), avatar },
          };
        },
        outbox.pending,
        { id: "", name: t("you"), avatar: null },
      ),
    [thread.data, userId, name, avatar, outbox.pending, t],
  );
  // "Seen" under one's newest message the other member has read (read receipts on for both).
  const seen = useSeenBy("user", userId, !deleted && thread.data !== undefined);
  const renderStatus = useRenderStatus({
    messages,
    pending: outbox.pending,
    discard: outbox.discard,
    readers: seen.data?.readers,
    mode: "direct",
  });

  // Until the two have been on an experience together, a received message carrying a phone number,
  // a UPI ID, a payment request or an outside link gets a caution under it (issue 38 item 8, ADR
  // 0046). Known not to have met only: while the answer is loading (or refused) nothing shows.
  const standing = useDirectStanding(userId, !deleted && thread.data !== undefined);
  const strangers = standing.data?.metOnExperience === false;
  const caution = useCallback(
    (message: ThreadMessage) =>
      strangers && !message.mine && needsScamCaution(message.content, { ownHosts: [window.location.host] }),
    [strangers],
  );

  const location = deleted ? undefined : other.data?.currentLocation;
  const subtitle = location ? [location.city, location.country].filter(Boolean).join(", ") : undefined;

  const header = (
    <ThreadHeader
      title={name || t("directTitle")}
      subtitle={deleted ? t("deletedSubtitle") : subtitle || t("directSubtitle")}
      media={<Avatar src={avatar} size="sm-plus" ring="none" />}
      to={deleted ? undefined : `/people/detail/${encodeURIComponent(userId)}`}
      linkLabel={t("viewProfile", { name: name || t("directTitle") })}
      loading={!deleted && ((other.isPending && !other.isError) || (other.isError && list.isPending))}
    />
  );

  const footer = deleted ? (
    <DeletedNotice />
  ) : (
    thread.data && (
      <Composer ref={composer} quote={extras.quote} attach={extras.attach} onSend={extras.sendText} />
    )
  );

  if (thread.isError && !thread.data) {
    return (
      <ThreadFrame header={header}>
        <ThreadError error={thread.error} busy={thread.isRefetching} onRetry={() => void thread.refetch()} />
      </ThreadFrame>
    );
  }

  return (
    <ThreadFrame header={header} footer={footer}>
      {thread.data ? (
        <MessageList
          messages={messages}
          label={t("directLog", { name: name || t("directTitle") })}
          renderStatus={renderStatus}
          caution={caution}
          // A conversation with a member who deleted their account takes no more reactions.
          interactions={deleted ? undefined : extras.interactions}
          empty={
            <ThreadEmpty
              icon={Hand}
              text={t("emptyDirect")}
              action={
                <Button variant="secondary" onClick={() => composer.current?.fill(SAY_HELLO_GREETING)}>
                  <Icon node={Hand} aria-hidden="true" className="size-4" />
                  {t("sayHello")}
                </Button>
              }
            />
          }
        />
      ) : (
        <ThreadSkeleton />
      )}
    </ThreadFrame>
  );
}

const isDeletedIn = (list: Companion[] | undefined, userId: string) =>
  Boolean(list?.find((c) => c._id === userId)?.deleted);

/** In the composer's place: the other member deleted their account, so nothing more can be sent. */
function DeletedNotice() {
  const t = useMessages("thread");
  return (
    <div className="border-t border-gray-200/80 bg-white px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-5 md:pb-3">
      <p
        role="status"
        className="mx-auto flex w-full max-w-3xl items-center justify-center gap-2 rounded-xl bg-stone-100 px-3 py-3 text-center text-sm font-medium text-gray-700"
      >
        <Icon node={UserX} aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {t("memberDeleted")}
      </p>
    </div>
  );
}
