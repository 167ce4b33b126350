import type { APIRequestContext } from "@playwright/test";
import { type DirectMessage, sendMessageResponse } from "../../src/shared/contracts/chat";
import { messageResponse } from "../../src/shared/contracts/events";
import { callApi } from "./client";
import type { Member } from "./members";

/** `from` sends `to` a direct message (a conversation between the two exists from then on). */
export async function sendDirect(
  request: APIRequestContext,
  from: Member,
  to: Member,
  content: string,
): Promise<DirectMessage> {
  return (
    await callApi(
      request,
      { method: "POST", path: `/api/message/send/${to.userId}`, as: from, data: { content } },
      sendMessageResponse,
    )
  ).data;
}

/** `by` flags `target` for the admins with `reason`. */
export async function flagMember(
  request: APIRequestContext,
  by: Member,
  target: Member,
  reason: string,
): Promise<void> {
  await callApi(
    request,
    { method: "POST", path: `/api/users/flag/${target.userId}`, as: by, data: { reason } },
    messageResponse,
  );
}
