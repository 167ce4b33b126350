import type { MessageDecision, MessageFlagEntry } from "@shared/contracts/message-extras";
import * as messages from "@shared/endpoints/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";

// The admin calls about reported chat messages (issue 28 item 6): the messages waiting for a
// decision, and dismissing their reports or removing one.

export type { MessageDecision, MessageFlagEntry };

export const messageFlagsKey = ["admin", "messages", "flags"] as const;

/** GET /api/admin/messages/flags: reported messages, the one reported longest ago first. */
export function useMessageFlags() {
  return useQuery({
    queryKey: messageFlagsKey,
    queryFn: async ({ signal }) => (await callEndpoint(messages.messageFlags, { signal })).data,
  });
}

/**
 * POST /api/admin/messages/{id}/resolve {decision}: answers the server's message. The message leaves
 * the list at once; the list is read again either way (another admin may have decided meanwhile).
 */
export function useResolveMessageFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { messageId: string; decision: MessageDecision }) =>
      (
        await callEndpoint(messages.resolveMessageFlags, {
          params: { id: vars.messageId },
          body: { decision: vars.decision },
        })
      ).message ?? "",
    onSuccess: (_message, vars) => {
      queryClient.setQueryData<MessageFlagEntry[]>(messageFlagsKey, (list) =>
        list?.filter((entry) => entry.message._id !== vars.messageId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageFlagsKey }),
  });
}
