import type { PendingPhotoCheck } from "@shared/contracts/photo-check";
import { approvePhotoCheck, pendingPhotoChecks, rejectPhotoCheck } from "@shared/endpoints/photo-check";
import { PHOTO_POSES } from "@shared/photo-poses";
import { COMMON_MESSAGES, PHOTO_CHECK_MESSAGES, PHOTO_POSE_WORDS } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { messageIn, startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, HttpResponse, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { PhotoChecksPage } from "../pages/photo-checks-page";
import { PHOTO_CHECK_SERVER_KEYS, type PhotoChecksKey, POSE_KEYS } from "./server-keys";

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
    const list = await screen.findByRole("list", { name: "Selfies waiting for review" });
    expect(within(list).getByText(PHOTO_POSE_WORDS["left-ear"])).toBeInTheDocument();
    expect(within(list).getByAltText("Asha Rao's profile picture 2")).toBeInTheDocument();
    expect(within(list).getByText("Sent 28 Nov 2026")).toBeInTheDocument();
    const selfieCall = calls.find((c) => c.url.endsWith("/api/admin/photo-checks/c1/selfie"));
    expect(selfieCall?.token).toBe("tok");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve Asha Rao's selfie" }));
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
    await user.click(await screen.findByRole("button", { name: "Reject Asha Rao's selfie" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Asha Rao's selfie?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(PHOTO_CHECK_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/reject"))).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason"), "Face hidden");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText(PHOTO_CHECK_MESSAGES.alreadyDecided)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/reject"))?.body).toEqual({ reason: "Face hidden" });
  });
});

describe("the photo checks queue in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the queue, the pose and the pictures in Hindi, and the server's answer by its code", async () => {
    answer({
      [keyOf(pendingPhotoChecks)]: page([check]),
      [keyOf(approvePhotoCheck, { id: "c1" })]: ok(approvePhotoCheck, null, {
        message: PHOTO_CHECK_MESSAGES.approved,
        code: "photoCheck.approved",
      }),
      "GET /api/admin/photo-checks/c1/selfie": new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { "content-type": "image/jpeg" },
      }),
    });
    renderQueue();
    expect(await screen.findByRole("heading", { name: "फ़ोटो जाँच" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "रिव्यू के इंतज़ार में सेल्फ़ी" });
    expect(within(list).getByText("अपना बायाँ कान छुएँ")).toBeInTheDocument();
    expect(within(list).getByText("28 नव॰ 2026 को भेजी गई")).toBeInTheDocument();
    expect(within(list).getByAltText("Asha Rao की प्रोफ़ाइल तस्वीर 2")).toBeInTheDocument();
    expect(await within(list).findByAltText("Asha Rao की सेल्फ़ी")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Asha Rao की सेल्फ़ी मंज़ूर करें" }));
    expect(await screen.findByText("फ़ोटो वेरिफ़ाई हो गई। मेंबर को बता दिया गया है।")).toBeInTheDocument();
    expect(screen.queryByText(PHOTO_CHECK_MESSAGES.approved)).not.toBeInTheDocument();
  });

  it("asks for a reason and says another admin's earlier decision in Hindi", async () => {
    answer({
      [keyOf(pendingPhotoChecks)]: page([check]),
      [keyOf(rejectPhotoCheck, { id: "c1" })]: HttpResponse.json(
        { success: false, message: PHOTO_CHECK_MESSAGES.alreadyDecided, code: "photoCheck.alreadyDecided" },
        { status: 409 },
      ),
    });
    renderQueue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Asha Rao की सेल्फ़ी नामंज़ूर करें" }));
    const dialog = await screen.findByRole("dialog", { name: "Asha Rao की सेल्फ़ी नामंज़ूर करें?" });
    await user.click(within(dialog).getByRole("button", { name: "नामंज़ूर करें" }));
    expect(
      await within(dialog).findByText(
        "बताएँ कि सेल्फ़ी क्यों नामंज़ूर की जा रही है, ताकि मेंबर जान सकें कि क्या ठीक करना है।",
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("वजह"), "चेहरा छिपा है");
    await user.click(within(dialog).getByRole("button", { name: "नामंज़ूर करें" }));
    expect(
      await within(dialog).findByText("इस सेल्फ़ी का रिव्यू कोई दूसरा एडमिन पहले ही कर चुका है।"),
    ).toBeInTheDocument();
  });
});

// What the server sends with a code is said by the code (ADR 0056): each key's English is the
// server's sentence of that code word for word ("photoCheck.approved" is PHOTO_CHECK_MESSAGES.approved),
// and each pose's English the words the member was asked.
describe("the photo checks queue's words", () => {
  const english = (key: PhotoChecksKey) => messageIn("en", "admin-photos", key);

  it("keep each server sentence's English word for word", () => {
    const sentences: Record<string, string> = { tooManyRequests: COMMON_MESSAGES.tooManyRequests };
    for (const [key, sentence] of Object.entries(PHOTO_CHECK_MESSAGES))
      if (typeof sentence === "string") sentences[`photoCheck.${key}`] = sentence;
    for (const [code, key] of Object.entries(PHOTO_CHECK_SERVER_KEYS)) {
      expect(sentences[code], code).toBeTypeOf("string");
      expect(english(key), code).toBe(sentences[code]);
    }
  });

  it("keep the SPEC's Please Wait", () => {
    expect(english("pleaseWait")).toBe(TEXTS.pleaseWait);
  });

  it("keep each pose's English as the member is asked it", () => {
    for (const pose of PHOTO_POSES) expect(english(POSE_KEYS[pose]), pose).toBe(PHOTO_POSE_WORDS[pose]);
  });
});
