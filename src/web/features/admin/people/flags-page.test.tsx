import { messageResponse } from "@shared/contracts/events";
import { adminUserProfileResponse, flaggedUsersResponse } from "@shared/contracts/people";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import HI from "../../../locales/hi/admin-reports.json";
import { type Call, fail, HttpResponse, ok, route } from "../../../test/api-stub";
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

  it("reads in Hindi: title, summary, the contests' link, each card's latest reason and its day", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    route(({ url }) =>
      url === "/api/admin/flagged-users"
        ? ok(flaggedUsersResponse, [
            makeFlaggedUser({ flags: [older, newer] }),
            makeFlaggedUser({
              _id: "u8",
              name: "Arjun Kapoor",
              location: "New Delhi, India",
              isBanned: true,
            }),
          ])
        : undefined,
    );
    renderAdminPeople("/admin/flag");
    expect(screen.getByRole("heading", { level: 1, name: HI.flagsTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: HI.backToUsers })).toHaveAttribute("href", "/admin");
    // The link's words twice: shown on wider screens, read aloud on phones (where it is an icon).
    expect(screen.getAllByText(HI.contestsLink)[0]?.closest("a")).toHaveAttribute(
      "href",
      "/admin/moderation?subject=attendance",
    );
    const [first] = (await linksLeadingTo(HI.flaggedList, ["/admin/flag/u1", "/admin/flag/u8"])) as [
      HTMLElement,
    ];
    expect(first).toHaveTextContent(HI.latestReason);
    expect(first).toHaveTextContent("20 नव॰ 2026");
    expect(screen.getByText("2 सदस्य · 3 खुले फ़्लैग")).toBeInTheDocument();
  });

  it('says "No flagged profiles." in Hindi when there are none', async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    route(({ url }) => (url === "/api/admin/flagged-users" ? ok(flaggedUsersResponse, []) : undefined));
    renderAdminPeople("/admin/flag");
    expect(await screen.findByText(HI.flagsNone)).toBeInTheDocument();
  });
});

/** The member's admin endpoints; `coded` answers each sentence with its code too, as the server does. */
function serveMember(initial: AdminUserProfile, coded = false) {
  let user = initial;
  const code = (value: string) => (coded ? { code: value } : {});
  return route(({ url, method }) => {
    if (method === "GET" && url === "/api/admin/user/u1") return ok(adminUserProfileResponse, user);
    if (method === "PATCH" && url === "/api/admin/unflag/u1") {
      user = { ...user, flags: [], flagCount: 0 };
      return ok(messageResponse, null, { message: "Flags removed.", ...code("safety.unflagged") });
    }
    if (method === "PATCH" && url === "/api/admin/users/u1/ban") {
      user = { ...user, isBanned: true };
      return ok(messageResponse, null, { message: "User has been banned.", ...code("safety.banned") });
    }
    if (method === "PATCH" && url === "/api/admin/users/u1/unban") {
      return coded
        ? HttpResponse.json(
            { success: false, message: "This member is not banned.", code: "safety.notBanned" },
            { status: 409 },
          )
        : fail(409, "This member is not banned.");
    }
    return undefined;
  });
}

/** Opens the member's flags, the server holding them with `flags` open. */
function openFlags(flags: ReturnType<typeof makeFlag>[], coded = false) {
  const calls = serveMember(makeProfile({ flags, flagCount: flags.length }), coded);
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

  it("reads in Hindi: the flags, who reported them and why, the actions, and the server's answers by their code", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    const { user } = openFlags([older, newer], true);
    expect(screen.getByRole("heading", { level: 1, name: HI.flagDetailTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: HI.backToFlagged })).toHaveAttribute("href", "/admin/flag");
    const flags = within(await screen.findByRole("list", { name: HI.flagList })).getAllByRole("listitem");
    const [first, second] = flags as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`${HI.reportedBy} Meera Nair`);
    expect(first).toHaveTextContent(`${HI.reason} Did not show up to the trek he hosted.`);
    expect(first).toHaveTextContent("20 नव॰ 2026");
    expect(second).toHaveTextContent("1 नव॰ 2026");
    const actions = screen.getByRole("complementary", { name: HI.actions });
    expect(actions).toHaveTextContent(HI.decide);

    await confirmWith(user, HI.unflag, HI.unflagButton, "Kabir Mehta के 2 फ़्लैग हटाएँ?");
    expect(await screen.findByRole("status")).toHaveTextContent(HI.serverUnflagged);
    expect(await screen.findByText("Kabir Mehta पर कोई खुला फ़्लैग नहीं है।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: HI.seeFlagged })).toHaveAttribute("href", "/admin/flag");

    await confirmWith(user, HI.ban, HI.banButton, "Kabir Mehta को बैन करें?");
    expect(await screen.findByRole("status")).toHaveTextContent(HI.serverBanned);
    await confirmWith(user, HI.unban, HI.unbanButton, "Kabir Mehta का बैन हटाएँ?");
    expect(await screen.findByRole("alert")).toHaveTextContent(HI.serverNotBanned);
  });
});
