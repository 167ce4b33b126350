import { adminUserProfileResponse, matchmakingResponse } from "@shared/contracts/people";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MessageKey, type MessageValues, messageIn, startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { fail, ok, route } from "../../../test/api-stub";
import { stubMatchMedia } from "../../../test/media";
import { linksLeadingTo } from "../../../test/queries";
import { makeProfile, makeScored, renderAdminPeople } from "./test/fixtures";

/** The admin-people catalogue's words, as the screens read them. */
const en = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("en", "admin-people", key, values);
const hi = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("hi", "admin-people", key, values);

afterEach(() => {
  vi.unstubAllGlobals();
});

const matches = [
  makeScored(),
  makeScored({ _id: "u3", name: "Diya Iyer", location: "Chennai, India", compatibility: 58 }),
  makeScored({
    _id: "u4",
    name: "Farhan Qureshi",
    gender: "male",
    location: "Lucknow, India",
    compatibility: 57,
  }),
];
const opposites = [
  makeScored({ _id: "u5", name: "Priya Menon", location: "Bengaluru, India", compatibility: 4 }),
  makeScored({
    _id: "u6",
    name: "Vikram Singh",
    gender: "male",
    location: "Jaipur, India",
    compatibility: 9,
  }),
];

function serve(lists = { matches, opposites }) {
  return route(({ url }) => {
    if (url === "/api/admin/matchmaking/u1") return ok(matchmakingResponse, lists);
    if (url === "/api/admin/user/u1") return ok(adminUserProfileResponse, makeProfile());
    return undefined;
  });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((link) => link.querySelector(".font-semibold")?.textContent);

describe("/admin/people/match/{id}", () => {
  it("lists possible matches and possible opposites with percents, each opening the pair", async () => {
    serve();
    renderAdminPeople("/admin/people/match/u1");
    expect(await screen.findByRole("heading", { level: 2, name: TEXTS.possibleMatches })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: TEXTS.possibleOpposites })).toBeInTheDocument();
    expect(TEXTS.possibleMatches).toBe("Possible Matches");
    expect(TEXTS.possibleOpposites).toBe("Possible Opposites");

    const links = await linksLeadingTo(TEXTS.possibleMatches, [
      "/admin/match/u1/u2",
      "/admin/match/u1/u3",
      "/admin/match/u1/u4",
    ]);
    expect(links[0]).toHaveTextContent("71% compatible");
    const opposite = within(screen.getByRole("list", { name: TEXTS.possibleOpposites })).getAllByRole(
      "link",
    )[0];
    expect(opposite).toHaveAttribute("href", "/admin/match/u1/u5");
    expect(opposite).toHaveTextContent("4% compatible");

    expect(await screen.findByText("Kabir Mehta")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View profile of Kabir Mehta" })).toHaveAttribute(
      "href",
      "/admin/user/profile/u1",
    );
  });

  it("filters the two lists with their own search boxes, independently", async () => {
    serve();
    renderAdminPeople("/admin/people/match/u1");
    const matchList = await screen.findByRole("list", { name: TEXTS.possibleMatches });
    const user = userEvent.setup();

    await user.type(screen.getByRole("searchbox", { name: "Search possible matches" }), "chennai");
    expect(names(screen.getByRole("list", { name: TEXTS.possibleMatches }))).toEqual(["Diya Iyer"]);
    expect(names(screen.getByRole("list", { name: TEXTS.possibleOpposites }))).toEqual([
      "Priya Menon",
      "Vikram Singh",
    ]);

    await user.type(screen.getByRole("searchbox", { name: "Search possible opposites" }), "vik");
    expect(names(screen.getByRole("list", { name: TEXTS.possibleOpposites }))).toEqual(["Vikram Singh"]);
    expect(names(screen.getByRole("list", { name: TEXTS.possibleMatches }))).toEqual(["Diya Iyer"]);

    await user.clear(screen.getByRole("searchbox", { name: "Search possible matches" }));
    expect(names(screen.getByRole("list", { name: TEXTS.possibleMatches }))).toHaveLength(3);
    expect(matchList).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search possible matches" }), "zzz");
    expect(screen.getByText("No one found for “zzz”.")).toBeInTheDocument();
  });

  it("shows the lists as tabs on phones, each keeping its search", async () => {
    stubMatchMedia(false);
    serve();
    renderAdminPeople("/admin/people/match/u1");
    const user = userEvent.setup();
    const matchesTab = screen.getByRole("tab", { name: TEXTS.possibleMatches });
    expect(matchesTab).toHaveAttribute("aria-selected", "true");
    await screen.findByRole("list", { name: TEXTS.possibleMatches });
    expect(screen.queryByRole("list", { name: TEXTS.possibleOpposites })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search possible matches" }), "pune");
    await user.click(screen.getByRole("tab", { name: TEXTS.possibleOpposites }));
    const panel = screen.getByRole("tabpanel", { name: TEXTS.possibleOpposites });
    expect(names(within(panel).getByRole("list", { name: TEXTS.possibleOpposites }))).toHaveLength(2);
    expect(within(panel).getByRole("searchbox", { name: "Search possible opposites" })).toHaveValue("");

    await user.keyboard("{ArrowLeft}");
    expect(matchesTab).toHaveFocus();
    expect(screen.getByRole("searchbox", { name: "Search possible matches" })).toHaveValue("pune");
    expect(names(screen.getByRole("list", { name: TEXTS.possibleMatches }))).toEqual(["Ishita Banerjee"]);
  });

  it("says so when a list is empty", async () => {
    serve({ matches: [], opposites });
    renderAdminPeople("/admin/people/match/u1");
    expect(await screen.findByText("No possible matches yet.")).toBeInTheDocument();
  });

  it("shows a failed load in the red box", async () => {
    route(() => fail(404, "We could not find that member."));
    renderAdminPeople("/admin/people/match/u1");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find that member.");
  });

  it("keeps SPEC 2's list titles word for word in English", () => {
    expect(en("possibleMatches")).toBe(TEXTS.possibleMatches);
    expect(en("possibleOpposites")).toBe(TEXTS.possibleOpposites);
    expect(en("backToManualMatchmaking")).toBe(`Back to ${TEXTS.manualMatchmaking}`);
  });

  it("reads in Hindi: title, both lists, their search boxes, percents and a search that finds no one", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serve();
    renderAdminPeople("/admin/people/match/u1");
    expect(screen.getByRole("heading", { level: 1, name: hi("matchmakingTitle") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: hi("backToManualMatchmaking") })).toHaveAttribute(
      "href",
      "/admin/people",
    );
    expect(await screen.findByRole("heading", { level: 2, name: hi("possibleMatches") })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: hi("possibleOpposites") })).toBeInTheDocument();
    const links = await linksLeadingTo(hi("possibleMatches"), [
      "/admin/match/u1/u2",
      "/admin/match/u1/u3",
      "/admin/match/u1/u4",
    ]);
    expect(links[0]).toHaveTextContent(`71% ${hi("compatible")}`);
    const search = screen.getByRole("searchbox", { name: hi("searchPossibleOpposites") });
    expect(search).toHaveAttribute("placeholder", hi("nameOrLocation"));
    await userEvent.setup().type(search, "zzz");
    expect(screen.getByText(hi("noOneFound", { query: "zzz" }))).toBeInTheDocument();
  });

  it("says an empty list in Hindi", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serve({ matches: [], opposites });
    renderAdminPeople("/admin/people/match/u1");
    expect(await screen.findByText(hi("noPossibleMatches"))).toBeInTheDocument();
  });
});
