import type { SharedExperience } from "@shared/contracts/share";
import { sharedExperience } from "@shared/endpoints/share";
import { SHARE_MESSAGES } from "@shared/texts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHARE_TEXTS } from "../../../lib/texts";
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
    expect(screen.getByText(SHARE_TEXTS.pageIntro)).toBeInTheDocument();
    expect(screen.getByText(SHARE_TEXTS.expires("06 Dec 2026, 11:59 PM"))).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  it("says so when the member has not confirmed they are home 3 hours after the end", async () => {
    renderShared({ status: "not_confirmed", at: null });
    expect(await screen.findByText(SHARE_TEXTS.not_confirmed)).toBeInTheDocument();
  });

  it("keeps when the member arrived once it says they have not confirmed they are home", async () => {
    renderShared({ status: "not_confirmed", at: "2026-12-04T00:40:00.000Z" });
    expect(
      await screen.findByText(SHARE_TEXTS.notConfirmedAfterArriving("04 Dec 2026, 6:10 AM")),
    ).toBeInTheDocument();
  });

  it("an expired or stopped link says it no longer works", async () => {
    renderPage(fail(404, SHARE_MESSAGES.linkNotFound));
    expect(await screen.findByRole("heading", { name: SHARE_TEXTS.goneTitle })).toBeInTheDocument();
    expect(screen.queryByText("Sunrise at Nandi Hills")).not.toBeInTheDocument();
  });
});
