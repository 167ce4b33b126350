import type { SharedExperience } from "@shared/contracts/share";
import { sharedExperience } from "@shared/endpoints/share";
import { SHARE_MESSAGES } from "@shared/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { activeLanguage, startLanguage } from "../../../lib/i18n";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { SharedExperiencePage } from "../share-pages";

const TOKEN = "A".repeat(43);
const shared = (state: SharedExperience["state"]): SharedExperience => ({
  name: "Sunrise at Nandi Hills",
  place: "Bengaluru, Karnataka",
  meetingPoint: "Nandi Hills gate, by the ticket counter",
  fromDate: "2026-12-04T00:00:00.000Z",
  toDate: "2026-12-04T18:29:59.000Z",
  time: "05:30",
  host: { firstName: "Kavya", picture: "/uploads/kavya.webp" },
  state,
  expiresAt: "2026-12-06T18:29:59.000Z",
});

/** Opens the contact's page, the server answering the link with `reply`. */
const renderPage = (reply: Response) => {
  answer({ [keyOf(sharedExperience, { token: TOKEN })]: reply });
  return renderRoutes([{ path: "/share/:token", Component: SharedExperiencePage }], `/share/${TOKEN}`);
};

/** Opens the page of an experience whose member is in `state`. */
const renderShared = (state: SharedExperience["state"]) => renderPage(ok(sharedExperience, shared(state)));

describe("a trusted contact's page", () => {
  it("shows the experience, the host's first name and picture, and where the member is", async () => {
    renderShared({ status: "arrived", at: "2026-12-04T00:40:00.000Z" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sunrise at Nandi Hills" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Arrived at 04 Dec 2026, 6:10 AM")).toBeInTheDocument();
    expect(screen.getByText("Bengaluru, Karnataka")).toBeInTheDocument();
    expect(screen.getByText("Nandi Hills gate, by the ticket counter")).toBeInTheDocument();
    expect(screen.getByText("04 Dec 2026")).toBeInTheDocument();
    expect(screen.getByText("Starts at 5:30 AM")).toBeInTheDocument();
    expect(screen.getByText("Kavya")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Someone who trusts you shared their plans for this experience, so you can see that they got there and got home safe. This page updates by itself.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("This link stops working on 06 Dec 2026, 11:59 PM.")).toBeInTheDocument();
    expect(document.title).toContain("Shared with you");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  it("says so when the member has not confirmed they are home 3 hours after the end", async () => {
    renderShared({ status: "not_confirmed", at: null });
    expect(
      await screen.findByText("Hasn't confirmed they're home safe yet. You may want to check on them."),
    ).toBeInTheDocument();
  });

  it("keeps when the member arrived once it says they have not confirmed they are home", async () => {
    renderShared({ status: "not_confirmed", at: "2026-12-04T00:40:00.000Z" });
    expect(
      await screen.findByText(
        "Arrived at 04 Dec 2026, 6:10 AM, but hasn't confirmed they're home safe yet. You may want to check on them.",
      ),
    ).toBeInTheDocument();
  });

  it("an expired or stopped link says it no longer works", async () => {
    renderPage(fail(404, SHARE_MESSAGES.linkNotFound));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.queryByText("Sunrise at Nandi Hills")).not.toBeInTheDocument();
  });
});

describe("a trusted contact's page in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the page, the days, the times and where the member is in Hindi, and keeps the host's words", async () => {
    renderShared({ status: "arrived", at: "2026-12-04T00:40:00.000Z" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sunrise at Nandi Hills" }),
    ).toBeInTheDocument();
    expect(screen.getByText("आपके साथ शेयर किया गया")).toBeInTheDocument();
    expect(screen.getByText("चेक-इन")).toBeInTheDocument();
    expect(screen.getByTestId("safety-state")).toHaveTextContent("4 दिस॰ 2026, सुबह 6:10 पर पहुँचने की पुष्टि की");
    expect(screen.getByText("कब")).toBeInTheDocument();
    expect(screen.getByText("4 दिस॰ 2026")).toBeInTheDocument();
    expect(screen.getByText("सुबह 5:30 बजे शुरू")).toBeInTheDocument();
    expect(screen.getByText("कहाँ")).toBeInTheDocument();
    expect(screen.getByText("Nandi Hills gate, by the ticket counter")).toBeInTheDocument();
    expect(screen.getByText("होस्ट")).toBeInTheDocument();
    expect(screen.getByText("यह लिंक 6 दिस॰ 2026, रात 11:59 तक ही काम करेगा।")).toBeInTheDocument();
    expect(
      screen.getByText("यह पेज सिर्फ़ वही लोग देख सकते हैं जिनके पास यह लिंक है। यह कहीं और लिस्टेड नहीं है।"),
    ).toBeInTheDocument();
    expect(document.title).toContain("आपके साथ शेयर किया गया");
  });

  it("says a member who has not confirmed they are home, and a link that no longer works, in Hindi", async () => {
    const view = renderShared({ status: "not_confirmed", at: null });
    expect(
      await screen.findByText(
        "अभी तक सुरक्षित घर पहुँचने की पुष्टि नहीं की है। एक बार उनका हाल-चाल पूछ लेना अच्छा रहेगा।",
      ),
    ).toBeInTheDocument();
    view.unmount();
    renderPage(fail(404, SHARE_MESSAGES.linkNotFound));
    expect(await screen.findByRole("heading", { name: "यह लिंक अब काम नहीं करता" })).toBeInTheDocument();
  });

  it("lets the contact switch to English", async () => {
    renderShared({ status: "not_checked_in", at: null });
    expect(await screen.findByText("अभी तक चेक-इन नहीं किया है")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "English" }));
    expect(await screen.findByText("Not checked in yet")).toBeInTheDocument();
    expect(activeLanguage()).toBe("en");
  });
});
