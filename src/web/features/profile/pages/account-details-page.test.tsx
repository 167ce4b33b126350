import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { type MessageKey, type MessageValues, messageIn } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { getAccessToken, getUserId } from "../../../lib/token-storage";
import { factValue } from "../../../test/queries";
import { makeUser, renderProfile, signIn, stubApi } from "../test/fixtures";
import { hostRatingText } from "./account-details-page";

beforeEach(() => {
  signIn();
});

const summary = (id: string) => ({
  _id: id,
  name: `Trip ${id}`,
  image: null,
  fromDate: "2026-06-12",
  toDate: "2026-06-14",
  location: "Madikeri, Karnataka",
});

describe("/profile/detail (Account details)", () => {
  it("shows the member, the events hosted, N/R without a rating, and the four sections", async () => {
    stubApi({
      user: makeUser({ eventsHosted: [summary("e1"), summary("e2")], hostRating: null }),
    });
    renderProfile("/profile/detail");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.getByText("Pune, India")).toBeInTheDocument();
    expect(factValue("Events hosted")).toHaveTextContent(/^2$/);
    expect(factValue("Host rating")).toHaveTextContent(new RegExp(`^${TEXTS.notRated}$`));
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/profile");

    const sections = [
      ["About you", "/profile/detail/about", "Done"],
      ["Travel Preferences", "/profile/detail/preference", "Done"],
      ["Companion Matching", "/profile/detail/matching", "Done"],
      ["Trust & Safety", "/profile/detail/trust", "Not done"],
    ] as const;
    for (const [label, href, status] of sections) {
      const link = screen.getByRole("link", { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute("href", href);
      expect(within(link).getByRole("img", { name: status })).toBeInTheDocument();
    }
  });

  it("shows a host rating when there is one", async () => {
    stubApi({ user: makeUser({ hostRating: 4.5 }) });
    renderProfile("/profile/detail");
    expect(await screen.findByText("4.5")).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.notRated)).not.toBeInTheDocument();
  });

  it("formats ratings and falls back to N/R", () => {
    const en = (key: MessageKey<"account">, values?: MessageValues) =>
      messageIn("en", "account", key, values);
    expect(hostRatingText(en, 4)).toBe("4.0");
    expect(hostRatingText(en, null)).toBe("N/R");
    expect(hostRatingText(en, undefined)).toBe("N/R");
  });

  it("removes the access token and goes to /signin when the load fails (SPEC 8)", async () => {
    stubApi({ user: { status: 500, message: "The database is not reachable." } });
    const { router } = renderProfile("/profile/detail");
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(getAccessToken()).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("does the same when no user id is stored", async () => {
    const calls = stubApi();
    window.localStorage.removeItem("userID");
    expect(getUserId()).toBeNull();
    const { router } = renderProfile("/profile/detail");
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(getAccessToken()).toBeNull();
    expect(calls).toEqual([]);
  });
});
