import { messageSnippet } from "@shared/message-snippet";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useMemo, useState } from "react";
import { useMessages } from "../../../../lib/i18n";
import { userQuery } from "../../../../lib/queries/users";
import { useUserId } from "../../../../lib/use-session";
import { type ThreadTarget, useReact, useSendPhoto } from "../../message-api";
import type { ComposerHandle } from "./composer";
import { PhotoPicker } from "./photo-picker";
import { ReplyingBar } from "./reply-quote";
import type { ExtraAction, MessageInteractions, ThreadMessage } from "./types";

/**
 * What a thread screen adds to its list and composer for photos, replies and reactions (issue 28
 * items 1 and 2): the list's interactions, the reply being written (its bar above the composer, and
 * its id to send with the next message or photo), and the composer's photo button.
 */
export function useThreadExtras(
  target: ThreadTarget,
  opts: {
    composer: RefObject<ComposerHandle | null>;
    /** The screen's own actions on a message (the host's pin). */
    more?: (message: ThreadMessage) => ExtraAction[];
    /** No photos (a conversation closed to new messages). */
    canSend?: boolean;
    /** How the screen sends a written message (its outbox), with the message it answers, if any. */
    send: (content: string, options: { replyTo?: string }) => void;
  },
): {
  interactions: MessageInteractions;
  quote: ReactNode;
  attach: ReactNode;
  /** The composer's send: the message goes as the answer to the reply being written, whose bar goes. */
  sendText: (content: string) => Promise<void>;
} {
  const t = useMessages("thread");
  const [replying, setReplying] = useState<ThreadMessage | null>(null);
  // One's own name in who reacted, until the server answers: as held already (the profile or
  // another screen read it), never asked for only for this.
  const me = useUserId() ?? "";
  const myName = useQuery({ ...userQuery(me), enabled: false }).data?.name ?? t("you");
  const react = useReact(target, myName);
  const sendPhoto = useSendPhoto(target);
  const { composer, more } = opts;
  const { mutate } = react;

  const interactions = useMemo<MessageInteractions>(
    () => ({
      react: (message, reaction, on) => mutate({ messageId: message.id, reaction, on }),
      reply: (message) => {
        setReplying(message);
        // After the sheet has closed and given focus back to where it was opened from.
        setTimeout(() => composer.current?.focus(), 0);
      },
      ...(more ? { more } : {}),
    }),
    [mutate, composer, more],
  );

  const replyTo = replying?.id;
  const sendText = async (content: string) => {
    opts.send(content, replyTo ? { replyTo } : {});
    setReplying(null);
  };

  const quote = replying ? (
    <ReplyingBar
      senderName={replying.sender.name}
      snippet={messageSnippet(replying.content, Boolean(replying.image))}
      onCancel={() => {
        setReplying(null);
        composer.current?.focus();
      }}
    />
  ) : null;

  const attach =
    opts.canSend === false ? null : (
      <PhotoPicker
        onSend={async ({ file, caption }) => {
          await sendPhoto.mutateAsync({ file, caption, replyTo });
          setReplying(null);
        }}
      />
    );

  return { interactions, quote, attach, sendText };
}
