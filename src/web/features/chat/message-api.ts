import type { ReactionSummary } from "@shared/contracts/message-extras";
import * as messages from "@shared/endpoints/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { chatKeys, companionKeys } from "../../lib/queries/keys";
import { setReactions, toggledReactions } from "../../lib/queries/reactions-cache";
import { addToThread } from "../../lib/queries/thread-cache";
import { shrinkPhoto } from "./components/thread/photo-shrink";

// The calls of photos, reactions, reports and the album (issue 28 items 1, 2 and 6).

/** The thread a screen shows: a group by its event, or the conversation with a member. */
export type ThreadTarget = { kind: "group"; eventId: string } | { kind: "user"; userId: string };

const threadKey = (target: ThreadTarget) =>
  target.kind === "group" ? chatKeys.group(target.eventId) : chatKeys.direct(target.userId);

export type PhotoToSend = { file: File; caption: string; replyTo?: string | undefined };

/**
 * Sends a photo (with its caption and the message it answers) as a multipart form; the saved message
 * joins the thread at once and the chat list is read again for its new last message. Photos are sent
 * while online only (the outbox keeps text).
 */
export function useSendPhoto(target: ThreadTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photo: PhotoToSend) => {
      const { blob, fileName } = await shrinkPhoto(photo.file);
      const form = new FormData();
      if (photo.caption) form.append("content", photo.caption);
      if (photo.replyTo) form.append("replyTo", photo.replyTo);
      form.append("image", blob, fileName);
      const { data } =
        target.kind === "group"
          ? await callEndpoint(messages.sendGroupPhoto, { params: { eventId: target.eventId }, body: form })
          : await callEndpoint(messages.sendDirectPhoto, { params: { userId: target.userId }, body: form });
      return data;
    },
    onSuccess: (message) => {
      addToThread(queryClient, threadKey(target), message);
      void queryClient.invalidateQueries({
        queryKey: target.kind === "group" ? chatKeys.groups : companionKeys.all,
      });
    },
  });
}

type Held = { _id: string; reactions?: ReactionSummary[] };

/**
 * Puts one of one's reactions on a message or takes it off: shown at once, then as the server
 * answered (which also tells everyone else in the conversation); put back as it was when refused.
 */
export function useReact(target: ThreadTarget, myName: string) {
  const queryClient = useQueryClient();
  const key = threadKey(target);
  return useMutation({
    mutationFn: async (vars: { messageId: string; reaction: string; on: boolean }) =>
      (
        await callEndpoint(messages.reactToMessage, {
          params: { id: vars.messageId },
          body: { reaction: vars.reaction, on: vars.on },
        })
      ).data,
    onMutate: (vars) => {
      const held =
        queryClient.getQueryData<Held[]>(key)?.find((m) => m._id === vars.messageId)?.reactions ?? [];
      setReactions(queryClient, key, vars.messageId, toggledReactions(held, vars.reaction, vars.on, myName));
      return { held };
    },
    onError: (_error, vars, context) => {
      if (context) setReactions(queryClient, key, vars.messageId, context.held);
    },
    onSuccess: (answer) => setReactions(queryClient, key, answer.messageId, answer.reactions),
  });
}

/** Reports a message to the admins; answers the server's sentence. */
export function useReportMessage() {
  return useMutation({
    mutationFn: async (vars: { messageId: string; reason: string }) =>
      (
        await callEndpoint(messages.reportMessage, {
          params: { id: vars.messageId },
          body: { reason: vars.reason },
        })
      ).message ?? "",
  });
}

export const albumKey = (eventId: string) => ["group", "album", eventId] as const;

/** The group's album, once the experience has ended (a 409 before). */
export function useAlbum(eventId: string) {
  return useQuery({
    queryKey: albumKey(eventId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(messages.groupAlbum, { params: { eventId }, signal })).data,
    enabled: eventId !== "",
  });
}
