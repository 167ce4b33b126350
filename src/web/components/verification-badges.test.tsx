import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { startLanguage } from "../lib/i18n";
import { renderRoutes } from "../test/render";
import { VerificationBadges } from "./verification-badges";

// The badges read the shell's catalogue (loaded on every member and admin screen), so every screen
// that shows them speaks the member's language without passing words down.

const language = (code: "en" | "hi") => startLanguage({ read: () => code, save: () => {} });

function renderBadges(member: { phoneVerified: boolean; photoVerified: boolean }) {
  renderRoutes([{ path: "/", element: <VerificationBadges member={member} /> }], "/");
}

describe("the verification badges", () => {
  afterEach(() => language("en"));

  it("name the checks a member passed, in a list called Checks passed", async () => {
    renderBadges({ phoneVerified: true, photoVerified: true });
    const list = await screen.findByRole("list", { name: "Checks passed" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Phone verified", "Photo verified"]);
  });

  it("show only the checks passed, and nothing when none was", async () => {
    renderBadges({ phoneVerified: false, photoVerified: true });
    expect(await screen.findByText("Photo verified")).toBeInTheDocument();
    expect(screen.queryByText("Phone verified")).not.toBeInTheDocument();
    screen.getByRole("list", { name: "Checks passed" });

    renderBadges({ phoneVerified: false, photoVerified: false });
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });

  it("speak Hindi to a member who reads Hindi", async () => {
    language("hi");
    renderBadges({ phoneVerified: true, photoVerified: true });
    const list = await screen.findByRole("list", { name: "पूरी हुई जाँचें" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["फ़ोन वेरिफ़ाइड", "फ़ोटो वेरिफ़ाइड"]);
  });
});
