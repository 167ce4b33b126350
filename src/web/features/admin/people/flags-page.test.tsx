import { messageResponse } from "@shared/contracts/events";
import { adminUserProfileResponse, flaggedUsersResponse } from "@shared/contracts/people";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Call, fail, ok, route } from "../../../test/api-stub";
import { confirmWith } from "../../../test/dialog";
import { linksLeadingTo } from "../../../test/queries";
import type { AdminUserProfile } from "./api";
import { makeFlag, makeFlaggedUser, makeProfile, renderAdminPeople } from "./test/fixtures";

const older = makeFlag({
  _id: "f1",
  reason: "Spam links in the chat.",
  createdAt: "2026-11-01T09:00:00.000Z",
});
const newer = makeFlag({
  _id: "f2",
  reason: "Did not show up to the trek he hosted.",
  createdAt: "2026-11-20T09:00:00.000Z",
  reportedBy: { _id: "u7", name: "Meera Nair", avatar: "/uploads/meera.webp" },
});

describe("/admin/flag", () => {
  it("lists flagged members with their flag count and latest reason, linking to the flags", async () => {
    route(({ url }) => {
      if (url === "/api/admin/flagged-users")
        return ok(flaggedUsersResponse, [
          makeFlaggedUser({ flags: [older, newer] }),
          makeFlaggedUser({ _id: "u8", name: "Arjun Kapoor", location: "New Delhi, India", isBanned: true }),
        ]);
      if (url === "/api/admin/user/u1")
        return ok(adminUserProfileResponse, makeProfile({ flags: [older, newer], flagCount: 2 }));
      return undefined;
    });
    const { router } = renderAdminPeople("/admin/flag");
    expect(screen.getByRole("heading", { level: 1, name: "Flagged profiles" })).toBeInTheDocument();
    const cards = await linksLeadingTo("Flagged members", ["/admin/flag/u1", "/admin/flag/u8"]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Kabir Mehta");
    expect(first).toHaveTextContent("Mumbai, India");
    expect(first).toHaveTextContent("2 flags");
    expect(first).toHaveTextContent("Did not show up to the trek he hosted.");
    expect(first).not.toHaveTextContent("Spam links");
    expect(first.querySelector("img")).toHaveAttribute("src", "/uploads/kabir.webp");
    expect(second).toHaveTextContent("1 flag");
    expect(second).toHaveTextContent("Banned");
    expect(screen.getByText("2 members · 3 open flags")).toBeInTheDocument();

    await userEvent.setup().click(first);
    expect(router.state.location.pathname).toBe("/admin/flag/u1");
    expect(await screen.findByRole("heading", { level: 1, name: "Flag details" })).toBeInTheDocument();
  });

  it('says "No flagged profiles." when there are none', async () => {
    route(({ url }) => (url === "/api/admin/flagged-users" ? ok(flaggedUsersResponse, []) : undefined));
    renderAdminPeople("/admin/flag");
    expect(await screen.findByText("No flagged profiles.")).toBeInTheDocument();
  });
});

function serveMember(initial: AdminUserProfile) {
  let user = initial;
  return route(({ url, method }) => {
    if (method === "GET" && url === "/api/admin/user/u1") return ok(adminUserProfileResponse, user);
    if (method === "PATCH" && url === "/api/admin/unflag/u1") {
      user = { ...user, flags: [], flagCount: 0 };
      return ok(messageResponse, null, { message: "Flags removed." });
    }
    if (method === "PATCH" && url === "/api/admin/users/u1/ban") {
      user = { ...user, isBanned: true };
      return ok(messageResponse, null, { message: "User has been banned." });
    }
    if (method === "PATCH" && url === "/api/admin/users/u1/unban") {
      return fail(409, "This member is not banned.");
    }
    return undefined;
  });
}

/** Opens the member's flags, the server holding them with `flags` open. */
function openFlags(flags: ReturnType<typeof makeFlag>[]) {
  const calls = serveMember(makeProfile({ flags, flagCount: flags.length }));
  renderAdminPeople("/admin/flag/u1");
  return { calls, user: userEvent.setup() };
}

const patches = (calls: Call[]) => calls.filter((c) => c.method === "PATCH").map((c) => c.url);

describe("/admin/flag/{id}", () => {
  it("shows the member with a link to their profile, and each flag's reporter, picture, reason and date", async () => {
    openFlags([older, newer]);
    expect(await screen.findByText("Kabir Mehta")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View profile of Kabir Mehta" })).toHaveAttribute(
      "href",
      "/admin/user/profile/u1",
    );
    const flags = within(screen.getByRole("list", { name: "Flags" })).getAllByRole("listitem");
    expect(flags).toHaveLength(2);
    const [first, second] = flags as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Reported by Meera Nair");
    expect(first).toHaveTextContent("Reason: Did not show up to the trek he hosted.");
    expect(first).toHaveTextContent("20 Nov 2026");
    expect(first.querySelector("img")).toHaveAttribute("src", "/uploads/meera.webp");
    expect(within(first).getByRole("link", { name: "Meera Nair" })).toHaveAttribute(
      "href",
      "/admin/user/profile/u7",
    );
    expect(second).toHaveTextContent("Reported by Diya Iyer");
    expect(second).toHaveTextContent("Spam links in the chat.");
    expect(second).toHaveTextContent("01 Nov 2026");
  });

  it("unflags with the server's message, then shows no open flags", async () => {
    const { calls, user } = openFlags([newer]);
    await confirmWith(user, "Unflag", "Yes, unflag");
    expect(await screen.findByRole("status")).toHaveTextContent("Flags removed.");
    expect(await screen.findByText("Kabir Mehta has no open flags.")).toBeInTheDocument();
    expect(patches(calls)).toEqual(["/api/admin/unflag/u1"]);
    expect(screen.queryByRole("button", { name: "Unflag" })).not.toBeInTheDocument();
  });

  it("bans with the server's message, and shows a refused unban's message", async () => {
    const { calls, user } = openFlags([newer]);
    await confirmWith(user, "Ban", "Yes, ban");
    expect(await screen.findByRole("status")).toHaveTextContent("User has been banned.");

    await confirmWith(user, "Unban", "Yes, unban");
    expect(await screen.findByRole("alert")).toHaveTextContent("This member is not banned.");
    expect(patches(calls)).toEqual(["/api/admin/users/u1/ban", "/api/admin/users/u1/unban"]);
  });
});
