import { z } from "zod";
import { messageResponse } from "../contracts/events";
import {
  pendingPhotoChecksQuery,
  pendingPhotoChecksResponse,
  photoCheckCountsResponse,
  photoCheckStatusResponse,
  rejectPhotoCheckBody,
  selfieForm,
} from "../contracts/photo-check";
import { PHOTO_CHECK_MESSAGES } from "../texts/photo-check";
import { endpoint } from "./endpoint";
import { uuidParam } from "./params";

// "Verify your photo" (issue 38 item 4, ADR 0044). The member's own check (no path names a member),
// and the admins' queue of selfies waiting.

const photoCheckParams = z.object({ id: uuidParam(PHOTO_CHECK_MESSAGES.notFound) });

export const myPhotoCheck = endpoint({
  method: "GET",
  path: "/users/me/photo-check",
  summary: "Your photo check: none, awaiting your selfie (with the pose), pending, approved or rejected",
  response: photoCheckStatusResponse,
});

export const startPhotoCheck = endpoint({
  method: "POST",
  path: "/users/me/photo-check",
  summary: "Start a photo check: the server picks a random pose (again while awaiting: the same pose)",
  response: photoCheckStatusResponse,
  errors: [409],
});

export const submitSelfie = endpoint({
  method: "POST",
  path: "/users/me/photo-check/selfie",
  summary: "Send the selfie doing the pose (JPEG, PNG or WebP, 5 MB at most), for an admin to review",
  form: selfieForm,
  response: photoCheckStatusResponse,
  errors: [400, 409, 413],
});

// Under /admin: admins only.
export const pendingPhotoChecks = endpoint({
  method: "GET",
  path: "/admin/photo-checks",
  summary: "Selfies waiting for review, oldest first, keyset-paged",
  query: pendingPhotoChecksQuery,
  response: pendingPhotoChecksResponse,
  errors: [403],
});

export const photoCheckCounts = endpoint({
  method: "GET",
  path: "/admin/photo-checks/counts",
  summary: "How many selfies wait for review (the navigation's badge)",
  response: photoCheckCountsResponse,
  errors: [403],
});

export const photoCheckSelfie = endpoint({
  method: "GET",
  path: "/admin/photo-checks/:id/selfie",
  summary: "A selfie's bytes, for admins only (Cache-Control: private, no-store)",
  params: photoCheckParams,
  errors: [403, 404],
});

export const approvePhotoCheck = endpoint({
  method: "POST",
  path: "/admin/photo-checks/:id/approve",
  summary: "The selfie matches the profile: the member is photo verified and told",
  params: photoCheckParams,
  response: messageResponse,
  errors: [403, 404, 409],
});

export const rejectPhotoCheck = endpoint({
  method: "POST",
  path: "/admin/photo-checks/:id/reject",
  summary: "The selfie does not match or does not show the pose: the member is told why",
  params: photoCheckParams,
  body: rejectPhotoCheckBody,
  response: messageResponse,
  errors: [400, 403, 404, 409],
});
