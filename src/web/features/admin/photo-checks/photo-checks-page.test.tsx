import type { PendingPhotoCheck } from "@shared/contracts/photo-check";
import { approvePhotoCheck, pendingPhotoChecks, rejectPhotoCheck } from "@shared/endpoints/photo-check";
import { PHOTO_CHECK_MESSAGES, PHOTO_POSE_WORDS } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PHOTO_CHECK_TEXTS as T } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, HttpResponse, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { PhotoChecksPage } from "../pages/photo-checks-page";

// The admins' queue of "Verify your photo" (issue 38 item 4): each selfie beside the member's
// pictures and the pose asked; approve, or reject with a reason the member reads.

const check: PendingPhotoCheck = {
  _id: "c1",
  pose: "left-ear",
  submittedAt: "2026-11-28T10:00:00.000Z",
  member: { _id: "u2", name: "Asha Rao", avatar: "/uploads/a.webp" },
  profileImages: ["/uploads/b.webp"],
  selfie: "/api/admin/photo-checks/c1/selfie",
};
const page = (data: PendingPhotoCheck[]) => ok(pendingPhotoChecks, data, { nextCursor: null });
const renderQueue = () =>
  renderRoutes([{ path: "/admin/photo-checks", element: <PhotoChecksPage /> }], "/admin/photo-checks");

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "admin1" });
});

describe("the photo checks queue", () => {
  it("shows the selfie, the pose and the profile pictures, and approves", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(pendingPhotoChecks)]: page([check]),
      [keyOf(approvePhotoCheck, { id: "c1" })]: ok(approvePhotoCheck, null, {
        message: PHOTO_CHECK_MESSAGES.approved,
      }),
      "GET /api/admin/photo-checks/c1/selfie": new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { "content-type": "image/jpeg" },
      }),
    });
    renderQueue();
    const list = await screen.findByRole("list", { name: T.adminList });
    expect(within(list).getByText(PHOTO_POSE_WORDS["left-ear"])).toBeInTheDocument();
    expect(within(list).getByAltText(T.adminPicture("Asha Rao", 2))).toBeInTheDocument();
    const selfieCall = calls.find((c) => c.url.endsWith("/api/admin/photo-checks/c1/selfie"));
    expect(selfieCall?.token).toBe("tok");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: T.approveLabel("Asha Rao") }));
    expect(await screen.findByText(PHOTO_CHECK_MESSAGES.approved)).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === "POST" && c.url.endsWith("/api/admin/photo-checks/c1/approve")),
    ).toBe(true);
  });

  it("rejects only with a reason, and shows another admin's earlier decision", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(pendingPhotoChecks)]: page([check]),
      [keyOf(rejectPhotoCheck, { id: "c1" })]: fail(409, PHOTO_CHECK_MESSAGES.alreadyDecided),
    });
    renderQueue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.rejectLabel("Asha Rao") }));
    const dialog = await screen.findByRole("dialog", { name: T.rejectTitle("Asha Rao") });
    await user.click(within(dialog).getByRole("button", { name: T.reject }));
    expect(await within(dialog).findByText(PHOTO_CHECK_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/reject"))).toBe(false);

    await user.type(within(dialog).getByLabelText(T.rejectReasonLabel), "Face hidden");
    await user.click(within(dialog).getByRole("button", { name: T.reject }));
    expect(await within(dialog).findByText(PHOTO_CHECK_MESSAGES.alreadyDecided)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/reject"))?.body).toEqual({ reason: "Face hidden" });
  });
});
