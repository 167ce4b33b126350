import { SAY_HELLO_GREETING } from "@shared/texts";
import { useQuery } from "@tanstack/react-query";
import { Hand } from "lucide-react";
import { useMemo, useRef } from "react";
import { useParams } from "react-router";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { userQuery } from "../../../lib/queries/users";
import { THREAD_TEXTS } from "../../../lib/texts";
import { useConversation, useSendDirect } from "../api";
import { Composer, type ComposerHandle } from "../components/thread/composer";
import { MessageList } from "../components/thread/message-list";
import { ThreadFrame, ThreadHeader, useDocumentTitle } from "../components/thread/thread-frame";
import { ThreadEmpty, ThreadError, ThreadSkeleton } from "../components/thread/thread-states";
import type { ThreadMessage } from "../components/thread/types";
import { useMarkThreadRead } from "../components/thread/use-mark-read";

/** /chats/user/{userId}: a one-to-one conversation (SPEC 2 "/chat", SPEC 4 "Chat"). */
export function DirectChatPage() {
  const { userId = "" } = useParams();
  const other = useQuery(userQuery(userId));
  const thread = useConversation(userId);
  const send = useSendDirect(userId);
  const composer = useRef<ComposerHandle>(null);

  const name = other.data?.name ?? "";
  const avatar = other.data?.avatar ?? null;
  useDocumentTitle(name || THREAD_TEXTS.directTitle);
  useMarkThreadRead("user", userId, thread.data?.at(-1)?._id);

  const messages = useMemo<ThreadMessage[]>(
    () =>
      (thread.data ?? []).map((m) => {
        // The thread holds two members: whatever the other did not send is one's own.
        const mine = m.senderId !== userId;
        return {
          id: m._id,
          mine,
          sender: mine
            ? { id: m.senderId, name: THREAD_TEXTS.you, avatar: null }
            : { id: m.senderId, name: name || THREAD_TEXTS.directTitle, avatar },
          content: m.content,
          createdAt: m.createdAt,
        };
      }),
    [thread.data, userId, name, avatar],
  );

  const location = other.data?.currentLocation;
  const subtitle = location ? [location.city, location.country].filter(Boolean).join(", ") : undefined;

  const header = (
    <ThreadHeader
      title={name || THREAD_TEXTS.directTitle}
      subtitle={subtitle || THREAD_TEXTS.directSubtitle}
      media={<Avatar src={avatar} size="sm" className="size-11 ring-0" />}
      to={`/people/detail/${encodeURIComponent(userId)}`}
      linkLabel={THREAD_TEXTS.viewProfile(name || THREAD_TEXTS.directTitle)}
      loading={other.isPending && !other.isError}
    />
  );

  if (thread.isError && !thread.data) {
    return (
      <ThreadFrame header={header}>
        <ThreadError error={thread.error} busy={thread.isRefetching} onRetry={() => void thread.refetch()} />
      </ThreadFrame>
    );
  }

  return (
    <ThreadFrame
      header={header}
      footer={thread.data && <Composer handle={composer} onSend={(content) => send.mutateAsync(content)} />}
    >
      {thread.data ? (
        <MessageList
          messages={messages}
          label={THREAD_TEXTS.directLog(name || THREAD_TEXTS.directTitle)}
          empty={
            <ThreadEmpty
              icon={Hand}
              text={THREAD_TEXTS.emptyDirect}
              action={
                <Button variant="secondary" onClick={() => composer.current?.fill(SAY_HELLO_GREETING)}>
                  <Hand aria-hidden="true" className="size-4" />
                  {THREAD_TEXTS.sayHello}
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
