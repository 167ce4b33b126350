import { DEFAULT_AVATAR } from "@shared/category-images";
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLinkCard } from "../../../test/render";
import { makeCard } from "../test/fixtures";
import { PersonCard } from "./person-card";

const renderCard = (card = makeCard()) => renderLinkCard(<PersonCard person={card} />);

describe("PersonCard", () => {
  it("shows the avatar, name, gender and location in one line, the percent pill and why, linking to the profile", () => {
    const link = renderCard();
    expect(link).toHaveAttribute("href", "/people/detail/u2");
    expect(within(link).getByText("Diya Sharma")).toBeInTheDocument();
    expect(within(link).getByText("Female · Pune, India")).toBeInTheDocument();
    const pill = within(link).getByText("87%", { exact: false });
    expect(pill).toHaveTextContent("87% match");
    expect(pill).toHaveClass("rounded-full", "bg-brand-100");
    expect(
      within(link).getByText("You both love Sunday café crawls and Live Gigs & Music Jams"),
    ).toBeInTheDocument();
    expect(link.querySelector("img")).toHaveAttribute("src", "/uploads/diya.webp");
    expect(link).toHaveAccessibleName(/Diya Sharma/);
  });

  it("falls back to the default avatar, and leaves out a missing percent and reason", () => {
    const link = renderCard(makeCard({ avatar: null, matchPercentage: null, whyYouMatch: null }));
    expect(link.querySelector("img")).toHaveAttribute("src", DEFAULT_AVATAR);
    expect(within(link).queryByText(/%/)).not.toBeInTheDocument();
    expect(within(link).queryByText(/You both/)).not.toBeInTheDocument();
  });

  it("escapes the id in the address", () => {
    const link = renderCard(makeCard({ _id: "a/b" }));
    expect(link).toHaveAttribute("href", "/people/detail/a%2Fb");
  });
});
