import type { APIRequestContext } from "@playwright/test";
import * as photoCheck from "../../src/shared/endpoints/photo-check";
import { avatarPng } from "./avatar";
import { callApi, callEndpoint, endpointPath } from "./client";
import { adminSession, type Member } from "./members";

type PendingPage = { data: { _id: string; member: { _id: string } }[]; nextCursor: string | null };

/**
 * `member`'s photo checked as the app does it (issue 38 item 4, ADR 0044): a pose asked, a selfie sent,
 * an admin's approval, each through its endpoint. For a journey's other members (a women-only trip's
 * host); the camera screen itself has its own journeys.
 */
export async function photoVerified(
  request: APIRequestContext,
  member: Member,
  opts: { selfieSent?: boolean } = {},
): Promise<void> {
  // A member who took the selfie on the camera screen has one waiting: only the approval is left.
  if (!opts.selfieSent) {
    await callEndpoint(request, photoCheck.startPhotoCheck, { as: member });
    await callEndpoint(request, photoCheck.submitSelfie, {
      as: member,
      multipart: { selfie: { name: "selfie.png", mimeType: "image/png", buffer: await avatarPng() } },
    });
  }
  const admin = await adminSession(request);
  // The queue is oldest first and other journeys' selfies wait in it too: walk it to this member's.
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ limit: "50", ...(cursor ? { cursor } : {}) });
    const page: PendingPage = await callApi(
      request,
      { method: "GET", path: `${endpointPath(photoCheck.pendingPhotoChecks)}?${query}`, as: admin },
      photoCheck.pendingPhotoChecks.response,
    );
    const mine = page.data.find((c) => c.member._id === member.userId);
    if (mine) {
      await callEndpoint(request, photoCheck.approvePhotoCheck, { as: admin, params: { id: mine._id } });
      return;
    }
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`no pending selfie of ${member.name} in the admins' queue`);
}
