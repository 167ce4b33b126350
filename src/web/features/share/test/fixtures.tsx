import { createdShareLinkResponse, type MySafety } from "@shared/contracts/share";
import { checkInHomeSafe, createShareLink, mySafety } from "@shared/endpoints/share";
import { SHARE_MESSAGES } from "@shared/texts";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { answer, HttpResponse, keyOf, ok } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { SafetyPanel } from "../components/safety-panel";

// The trusted-contact panel's scenes, shared by its English and Hindi tests.

/** The member's private link: made on 1 Dec 2026, working until 6 Dec 2026, 11:59 PM in India. */
export const LINK = {
  _id: "l1",
  createdAt: "2026-12-01T10:00:00.000Z",
  expiresAt: "2026-12-06T18:29:59.000Z",
};

/** A member going to the event who may share a link and has shared none, nor checked in. */
export const base: MySafety = {
  link: null,
  checkedInAt: null,
  homeSafeAt: null,
  canShare: true,
  canArrive: false,
  canConfirmHomeSafe: false,
  askHomeSafe: false,
};

export const renderPanel = () =>
  renderRoutes(
    [{ path: "/", element: <SafetyPanel eventId="e1" eventName="Sunrise at Nandi Hills" /> }],
    "/",
  );

/** The member has no link yet; making one answers LINK at `path`, and the panel then reads it. */
export function answerMakeLink(path: string) {
  let safety = base;
  answer({
    [keyOf(mySafety, { eventId: "e1" })]: () => ok(mySafety, safety),
    [keyOf(createShareLink, { eventId: "e1" })]: () => {
      safety = { ...base, link: LINK };
      return HttpResponse.json(
        createdShareLinkResponse.parse({ success: true, data: { link: LINK, path } }),
        { status: 201 },
      );
    },
  });
}

/** After the end the panel asks Home safe?; confirming answers that the member was home at `homeSafeAt`. */
export function answerHomeSafe(homeSafeAt: string) {
  answer({
    [keyOf(mySafety, { eventId: "e1" })]: ok(mySafety, {
      ...base,
      canShare: false,
      askHomeSafe: true,
      canConfirmHomeSafe: true,
    }),
    [keyOf(checkInHomeSafe, { eventId: "e1" })]: ok(
      checkInHomeSafe,
      { ...base, canShare: false, homeSafeAt },
      { message: SHARE_MESSAGES.homeSafe },
    ),
  });
}

/** A user to press the panel's buttons, and the clipboard's writeText that Copy calls. */
export function userWithClipboard() {
  const user = userEvent.setup();
  // After setup, which puts a clipboard stub of its own in place.
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return { user, writeText };
}
