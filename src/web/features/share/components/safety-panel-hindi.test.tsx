import { createdShareLinkResponse, type MySafety } from "@shared/contracts/share";
import { checkInArrived, checkInHomeSafe, createShareLink, mySafety } from "@shared/endpoints/share";
import { SHARE_MESSAGES } from "@shared/texts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { answer, HttpResponse, keyOf, ok } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { SafetyPanel } from "../safety-panel";

// The trusted-contact panel in Hindi (issue 40): its words, India's times through Intl's hi-IN and a
// refused check-in's reason by its code (ADR 0056). The English panel is safety-panel.test.tsx's.

const LINK = { _id: "l1", createdAt: "2026-12-01T10:00:00.000Z", expiresAt: "2026-12-06T18:29:59.000Z" };
const base: MySafety = {
  link: null,
  checkedInAt: null,
  homeSafeAt: null,
  canShare: true,
  canArrive: false,
  canConfirmHomeSafe: false,
  askHomeSafe: false,
};

const renderPanel = () =>
  renderRoutes(
    [{ path: "/", element: <SafetyPanel eventId="e1" eventName="Sunrise at Nandi Hills" /> }],
    "/",
  );

describe("the trusted-contact panel in Hindi", () => {
  beforeEach(() => startLanguage({ read: () => "hi", save: () => {} }));

  it("makes a link and shows it once, then says until when it works", async () => {
    let safety = base;
    answer({
      [keyOf(mySafety, { eventId: "e1" })]: () => ok(mySafety, safety),
      [keyOf(createShareLink, { eventId: "e1" })]: () => {
        safety = { ...base, link: LINK };
        return HttpResponse.json(
          createdShareLinkResponse.parse({ success: true, data: { link: LINK, path: "/share/t" } }),
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPanel();
    expect(await screen.findByRole("region", { name: "भरोसेमंद संपर्क" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "भरोसेमंद संपर्क के साथ शेयर करें" }));
    const dialog = await screen.findByRole("dialog", { name: "भरोसेमंद संपर्क के साथ शेयर करें" });
    expect(within(dialog).getByRole("textbox", { name: "प्राइवेट लिंक" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "कॉपी करें" }));
    expect(await within(dialog).findByText("लिंक कॉपी हो गया")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "हो गया" }));
    expect(await screen.findByText("भरोसेमंद संपर्क के साथ शेयर हो रहा है")).toBeInTheDocument();
    expect(screen.getByText("यह लिंक 6 दिस॰ 2026, रात 11:59 तक चलेगा।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "लिंक मैनेज करें" })).toBeInTheDocument();
  });

  it("asks Home safe? and says when the member answered, in India's time", async () => {
    answer({
      [keyOf(mySafety, { eventId: "e1" })]: ok(mySafety, {
        ...base,
        canShare: false,
        askHomeSafe: true,
        canConfirmHomeSafe: true,
      }),
      [keyOf(checkInHomeSafe, { eventId: "e1" })]: ok(
        checkInHomeSafe,
        { ...base, canShare: false, homeSafeAt: "2026-12-04T19:00:00.000Z" },
        { message: SHARE_MESSAGES.homeSafe },
      ),
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText("सुरक्षित घर पहुँच गए?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "सुरक्षित घर पहुँचने की पुष्टि करें" }));
    expect(await screen.findByText("आपने रात 12:30 बजे सुरक्षित घर पहुँचने की पुष्टि की।")).toBeInTheDocument();
  });

  it("says a refused check-in's reason by its code", async () => {
    answer({
      [keyOf(mySafety, { eventId: "e1" })]: ok(mySafety, { ...base, canArrive: true }),
      [keyOf(checkInArrived, { eventId: "e1" })]: HttpResponse.json(
        { success: false, message: SHARE_MESSAGES.arriveTooEarly, code: "share.arriveTooEarly" },
        { status: 409 },
      ),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "पहुँचने की पुष्टि करें" }));
    expect(await screen.findByText("एक्सपीरियंस शुरू होने से तीन घंटे पहले से चेक-इन कर सकते हैं।")).toBeInTheDocument();
  });
});
