import type { APIRequestContext } from "@playwright/test";
import type { DirectMessage } from "../../src/shared/contracts/chat";
import * as chat from "../../src/shared/endpoints/chat";
import * as safety from "../../src/shared/endpoints/safety";
import { callEndpoint } from "./client";
import type { Member } from "./members";

/** `from` sends `to` a direct message (a conversation between the two exists from then on). */
export async function sendDirect(
  request: APIRequestContext,
  from: Member,
  to: Member,
  content: string,
): Promise<DirectMessage> {
  return (
    await callEndpoint(request, chat.sendDirectMessage, {
      params: { userId: to.userId },
      as: from,
      data: { content },
    })
  ).data;
}

/** `by` flags `target` for the admins with `reason`. */
export async function flagMember(
  request: APIRequestContext,
  by: Member,
  target: Member,
  reason: string,
): Promise<void> {
  await callEndpoint(request, safety.flagMember, {
    params: { userId: target.userId },
    as: by,
    data: { reason },
  });
}
