import type { PhotoCheckStatus } from "@shared/contracts/photo-check";
import { myPhotoCheck, startPhotoCheck, submitSelfie } from "@shared/endpoints/photo-check";
import { PHOTO_CHECK_MESSAGES, PHOTO_POSE_WORDS } from "@shared/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { saveSession } from "../../../lib/token-storage";
import T from "../../../locales/en/photo.json";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { PhotoPage } from "./photo-pages";

// "Verify your photo" (issue 38 item 4): the pose in words, the camera or (without one) the front
// camera's file input, then the pending, approved and rejected views. jsdom has no camera: the
// tests give it one that refuses, or none at all.

const status = (over: Partial<PhotoCheckStatus> = {}): PhotoCheckStatus => ({
  status: "none",
  pose: null,
  submittedAt: null,
  decidedAt: null,
  reason: null,
  photoVerified: false,
  ...over,
});

const renderPhoto = () =>
  renderRoutes(
    [
      { path: "/profile/photo", element: <PhotoPage /> },
      { path: "/profile", element: <h1>Profile screen</h1> },
    ],
    "/profile/photo",
  );

const withCamera = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("verifying a photo", () => {
  it("asks for a pose, then (camera refused) sends a selfie taken with the phone's camera", async () => {
    const refused = vi.fn(() => Promise.reject(Object.assign(new Error("no"), { name: "NotAllowedError" })));
    withCamera(refused);
    const calls = recordCalls();
    answer({
      [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status()),
      [keyOf(startPhotoCheck)]: ok(startPhotoCheck, status({ status: "awaiting", pose: "left-ear" })),
      [keyOf(submitSelfie)]: ok(
        submitSelfie,
        status({ status: "pending", pose: "left-ear", submittedAt: new Date().toISOString() }),
        { message: PHOTO_CHECK_MESSAGES.submitted },
      ),
    });
    renderPhoto();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: T.start }));

    expect(await screen.findByText(PHOTO_POSE_WORDS["left-ear"])).toBeInTheDocument();
    expect(await screen.findByText(T.cameraRefused)).toBeInTheDocument();
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: "user" }) }),
    );
    const input = screen.getByLabelText(T.fileLabel);
    expect(input).toHaveAttribute("accept", "image/*");
    expect(input).toHaveAttribute("capture", "user");
    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" }),
    );
    await user.click(screen.getByRole("button", { name: T.send }));

    expect(await screen.findByRole("heading", { name: T.pendingTitle })).toBeInTheDocument();
    const upload = calls.find((c) => c.url.endsWith("/api/users/me/photo-check/selfie"));
    expect(upload?.method).toBe("POST");
  });

  it("offers the file input when the browser has no camera at all, and Retake clears the picture", async () => {
    answer({ [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status({ status: "awaiting", pose: "thumbs-up" })) });
    renderPhoto();
    const user = userEvent.setup();
    expect(await screen.findByText(T.cameraMissing)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(T.fileLabel),
      new File([new Uint8Array([1])], "me.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: T.retake }));
    expect(screen.getByLabelText(T.fileLabel)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.send })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a selfie in the red box", async () => {
    answer({
      [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status({ status: "awaiting", pose: "wave" })),
      [keyOf(submitSelfie)]: fail(400, PHOTO_CHECK_MESSAGES.notAnImage),
    });
    renderPhoto();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(T.fileLabel),
      new File([new Uint8Array([1])], "me.gif", { type: "image/gif" }),
    );
    await user.click(screen.getByRole("button", { name: T.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PHOTO_CHECK_MESSAGES.notAnImage);
  });

  it("says when it is approved", async () => {
    answer({ [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status({ status: "approved", photoVerified: true })) });
    renderPhoto();
    expect(await screen.findByRole("heading", { name: T.approvedTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.backToProfile })).toHaveAttribute("href", "/profile");
  });

  it("shows a rejection's reason and lets the member try again", async () => {
    const reason = "Your face is not clearly visible.";
    answer({
      [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status({ status: "rejected", pose: "wave", reason })),
      [keyOf(startPhotoCheck)]: ok(startPhotoCheck, status({ status: "awaiting", pose: "peace-sign" })),
    });
    renderPhoto();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: T.rejectedTitle })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.tryAgain }));
    await waitFor(() => expect(screen.getByText(PHOTO_POSE_WORDS["peace-sign"])).toBeInTheDocument());
  });
});

describe("verifying a photo in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the pose, the camera's note, the file input and the wait in Hindi", async () => {
    withCamera(() => Promise.reject(Object.assign(new Error("no"), { name: "NotAllowedError" })));
    answer({
      [keyOf(myPhotoCheck)]: ok(myPhotoCheck, status()),
      [keyOf(startPhotoCheck)]: ok(startPhotoCheck, status({ status: "awaiting", pose: "left-ear" })),
    });
    renderPhoto();
    expect(screen.getByRole("heading", { level: 1, name: "अपनी फ़ोटो वेरिफ़ाई करें" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "मेरा पोज़ बताएँ" }));
    expect(await screen.findByText("अपना बायाँ कान छुएँ")).toBeInTheDocument();
    expect(await screen.findByText(/हम आपका कैमरा इस्तेमाल नहीं कर पा रहे/)).toBeInTheDocument();
    expect(screen.getByLabelText("सेल्फ़ी लें")).toBeInTheDocument();
  });

  it("says a selfie waiting for review, with its pose and day, in Hindi", async () => {
    answer({
      [keyOf(myPhotoCheck)]: ok(
        myPhotoCheck,
        status({ status: "pending", pose: "wave", submittedAt: "2026-06-12T06:30:00.000Z" }),
      ),
    });
    renderPhoto();
    expect(await screen.findByRole("heading", { name: "जाँच का इंतज़ार" })).toBeInTheDocument();
    expect(screen.getByText(/पोज़: खुले हाथ से कैमरे की ओर हाथ हिलाएँ/)).toBeInTheDocument();
    expect(screen.getByText("12 जून 2026 को भेजी गई")).toBeInTheDocument();
  });
});
