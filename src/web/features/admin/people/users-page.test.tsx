import { adminUsersResponse, flaggedUsersResponse } from "@shared/contracts/people";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { type Call, fail, ok, route } from "../../../test/api-stub";
import { expectEachToShow, linksLeadingTo } from "../../../test/queries";
import { makeFlaggedUser, makeUserCard, renderAdminPeople } from "./test/fixtures";

const kabir = makeUserCard({ flagCount: 3 });
const riya = makeUserCard({
  _id: "u2",
  name: "Riya Ghosh",
  gender: "female",
  location: "Kolkata, India",
  role: "admin",
  avatar: null,
});
const zoya = makeUserCard({ _id: "u3", name: "Zoya Khan", gender: "female", isBanned: true });

const userPaths = (calls: Call[]) =>
  calls.filter((c) => c.url.startsWith("/api/admin/users")).map((c) => c.url);

function serve({
  flagged = [makeFlaggedUser(), makeFlaggedUser({ _id: "u9" })],
  users = [kabir, riya, zoya],
} = {}) {
  return route(({ url }) => {
    if (url === "/api/admin/flagged-users") return ok(flaggedUsersResponse, flagged);
    if (url.startsWith("/api/admin/users")) return ok(adminUsersResponse, users);
    return undefined;
  });
}

describe("/admin (user management)", () => {
  it('shows "Found N flagged Profiles" with See more to /admin/flag', async () => {
    serve();
    const { router } = renderAdminPeople("/admin");
    expect(await screen.findByText("Found 2 flagged Profiles")).toBeInTheDocument();
    const seeMore = screen.getByRole("link", { name: "See more" });
    expect(seeMore).toHaveAttribute("href", "/admin/flag");
    await userEvent.setup().click(seeMore);
    expect(router.state.location.pathname).toBe("/admin/flag");
  });

  it("hides the flag summary when no one is flagged", async () => {
    const calls = serve({ flagged: [] });
    renderAdminPeople("/admin");
    await screen.findByRole("list", { name: "Members" });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/flagged-users")).toBe(true));
    await waitFor(() => expect(screen.queryByText(/flagged Profiles/)).not.toBeInTheDocument());
    expect(screen.queryByRole("link", { name: "See more" })).not.toBeInTheDocument();
  });

  it("shows each member as a card with badges, linking to their admin profile", async () => {
    serve();
    renderAdminPeople("/admin");
    const cards = await linksLeadingTo("Members", [
      "/admin/user/profile/u1",
      "/admin/user/profile/u2",
      "/admin/user/profile/u3",
    ]);
    expectEachToShow(cards, [
      ["Kabir Mehta", "Male · Mumbai, India", "3 flags"],
      ["Female · Kolkata, India", "Admin"],
      ["Banned"],
    ]);
    expect(screen.getByText("3 members")).toBeInTheDocument();
  });

  it("sends the search as ?q= once typing pauses and the gender as ?gender=", async () => {
    const calls = serve();
    const { router } = renderAdminPeople("/admin");
    await screen.findByRole("list", { name: "Members" });
    const user = userEvent.setup();

    await user.type(screen.getByRole("searchbox", { name: "Search members" }), "mumbai");
    await waitFor(() => expect(router.state.location.search).toBe("?q=mumbai"));
    await waitFor(() => expect(userPaths(calls)).toContain("/api/admin/users?q=mumbai"));

    await user.click(screen.getByRole("radio", { name: "Female" }));
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe("?q=mumbai&gender=female"));
    await waitFor(() => expect(userPaths(calls)).toContain("/api/admin/users?q=mumbai&gender=female"));

    await user.click(screen.getByRole("radio", { name: TEXTS.all }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=mumbai"));
    expect(screen.getByRole("radio", { name: TEXTS.all })).toBeChecked();
    // One request per settled search, not one per key.
    expect(userPaths(calls).slice(0, 3)).toEqual([
      "/api/admin/users",
      "/api/admin/users?q=mumbai",
      "/api/admin/users?q=mumbai&gender=female",
    ]);
  });

  it("starts from the search and gender in the URL", async () => {
    const calls = serve({ users: [riya] });
    renderAdminPeople("/admin?q=Kolkata&gender=female");
    expect(await screen.findByRole("link", { name: /Riya Ghosh/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search members" })).toHaveValue("Kolkata");
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    expect(userPaths(calls)).toEqual(["/api/admin/users?q=Kolkata&gender=female"]);
    expect(screen.getByText("1 member found")).toBeInTheDocument();
  });

  it('says "No users found." when nothing matches', async () => {
    serve({ users: [] });
    renderAdminPeople("/admin?q=zzz");
    expect(await screen.findByText(TEXTS.noUsersFound)).toBeInTheDocument();
    expect(TEXTS.noUsersFound).toBe("No users found.");
    expect(screen.queryByRole("list", { name: "Members" })).not.toBeInTheDocument();
  });

  it("shows a failed load in the red box and tries again", async () => {
    let failing = true;
    route(({ url }) => {
      if (url === "/api/admin/flagged-users") return ok(flaggedUsersResponse, []);
      return failing ? fail(500, "The database is not reachable.") : ok(adminUsersResponse, [kabir]);
    });
    renderAdminPeople("/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    failing = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Kabir Mehta/ })).toBeInTheDocument();
  });
});

describe("/admin/people (Manual Matchmaking)", () => {
  it("shows the same searchable grid, each card opening the member's matches", async () => {
    const calls = serve();
    const { router } = renderAdminPeople("/admin/people");
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.manualMatchmaking })).toBeInTheDocument();
    await linksLeadingTo("Members", [
      "/admin/people/match/u1",
      "/admin/people/match/u2",
      "/admin/people/match/u3",
    ]);
    // No flag summary here.
    expect(calls.some((c) => c.url === "/api/admin/flagged-users")).toBe(false);

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search members" }), "riya{Enter}");
    expect(router.state.location.search).toBe("?q=riya");
    await waitFor(() => expect(userPaths(calls)).toContain("/api/admin/users?q=riya"));
  });

  it("reads in Hindi: title, flag summary, search, gender chips, count, card lines and badges", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serve();
    renderAdminPeople("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "सदस्यों का प्रबंधन" })).toBeInTheDocument();
    expect(await screen.findByText("2 फ़्लैग की गई प्रोफ़ाइल मिलीं")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "और देखें" })).toHaveAttribute("href", "/admin/flag");
    expect(screen.getByRole("searchbox", { name: "सदस्य खोजें" })).toHaveAttribute("placeholder", "नाम या जगह");
    for (const chip of ["सभी", "पुरुष", "महिला", "अन्य"])
      expect(screen.getByRole("radio", { name: chip })).toBeInTheDocument();
    const cards = await linksLeadingTo("सदस्य", [
      "/admin/user/profile/u1",
      "/admin/user/profile/u2",
      "/admin/user/profile/u3",
    ]);
    expect(screen.getByText("3 सदस्य")).toBeInTheDocument();
    expectEachToShow(cards, [["3 फ़्लैग"], ["महिला · Kolkata, India", "एडमिन"], ["बैन"]]);
  });
});
