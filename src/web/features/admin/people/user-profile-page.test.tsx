import { messageResponse } from "@shared/contracts/events";
import { dataExportCreatedResponse, dataExportResponse } from "@shared/contracts/my-data";
import { adminUserProfileResponse } from "@shared/contracts/people";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type MessageKey, type MessageValues, messageIn, startLanguage } from "../../../lib/i18n";
import { MY_DATA_TEXTS, PHONE_TEXTS } from "../../../lib/texts";
import { type Call, fail, ok, route } from "../../../test/api-stub";
import { confirmWith, openDialog } from "../../../test/dialog";
import { makeDataExport } from "../../../test/fixtures/my-data";
import { factValue } from "../../../test/queries";
import type { AdminUserProfile } from "./api";
import { makeFlag, makeProfile, renderAdminPeople } from "./test/fixtures";

/** The admin-people catalogue's words, as the screens read them. */
const en = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("en", "admin-people", key, values);
const hi = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("hi", "admin-people", key, values);

const patches = (calls: Call[]) => calls.filter((c) => c.method === "PATCH").map((c) => c.url);

/** A server holding one member: GET answers them as they stand; ban, unban and unflag change them. */
function serve(
  initial: AdminUserProfile,
  answers: Partial<Record<"ban" | "unban" | "unflag", Response>> = {},
) {
  let user = initial;
  const calls = route(({ url, method }) => {
    if (method === "GET" && url === `/api/admin/user/${initial._id}`)
      return ok(adminUserProfileResponse, user);
    if (method === "GET" && url === `/api/admin/users/${initial._id}/data-export`)
      return ok(dataExportResponse, null);
    if (method === "PATCH" && url === `/api/admin/users/${initial._id}/ban`) {
      if (answers.ban) return answers.ban;
      user = { ...user, isBanned: true };
      return ok(messageResponse, null, { message: "User has been banned." });
    }
    if (method === "PATCH" && url === `/api/admin/users/${initial._id}/unban`) {
      if (answers.unban) return answers.unban;
      user = { ...user, isBanned: false };
      return ok(messageResponse, null, { message: "User has been unbanned." });
    }
    if (method === "PATCH" && url === `/api/admin/unflag/${initial._id}`) {
      if (answers.unflag) return answers.unflag;
      user = { ...user, flags: [], flagCount: 0 };
      return ok(messageResponse, null, { message: "Flags removed." });
    }
    return undefined;
  });
  return calls;
}

describe("/admin/user/profile/{id}", () => {
  it("shows Phone verified for a member whose phone is verified, and not otherwise", async () => {
    serve(makeProfile({ phoneVerified: true }));
    const view = renderAdminPeople("/admin/user/profile/u1");
    expect(await screen.findByText(PHONE_TEXTS.verifiedBadge)).toBeInTheDocument();
    view.unmount();
    serve(makeProfile({ phoneVerified: false }));
    renderAdminPeople("/admin/user/profile/u1");
    expect(await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" })).toBeInTheDocument();
    expect(screen.queryByText(PHONE_TEXTS.verifiedBadge)).not.toBeInTheDocument();
  });

  it("shows the member's photos, travel style, answers, events, matches and private details", async () => {
    serve(makeProfile());
    renderAdminPeople("/admin/user/profile/u1");
    expect(await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" })).toBeInTheDocument();
    expect(screen.getByText("@kabir · Male · Mumbai, India")).toBeInTheDocument();

    const photos = within(screen.getByRole("list", { name: "Photos" })).getAllByRole("img");
    expect(photos.map((img) => img.getAttribute("src"))).toEqual([
      "/uploads/kabir.webp",
      "/uploads/kabir-2.webp",
    ]);

    expect(screen.getByRole("region", { name: "Scene preferences" })).toHaveTextContent("Party & Nightlife");
    expect(screen.getByRole("region", { name: "Scene energy" })).toHaveTextContent(
      "High-Energy and On-the-Move",
    );
    expect(screen.getByRole("region", { name: "Spontaneity" })).toHaveTextContent(
      "Love last-minute adventures",
    );
    expect(screen.getByRole("region", { name: "Vibe" })).toHaveTextContent(
      "Opposites attract – I enjoy contrast",
    );
    expect(screen.getByRole("region", { name: "Purpose" })).toHaveTextContent("Host my own plans");

    expect(factValue("Always pack")).toHaveTextContent("A power bank");
    expect(factValue("Ideal evening")).toHaveTextContent("Live jazz and street food");
    expect(factValue("Travel soundtrack")).toHaveTextContent("Not answered");
    expect(factValue("Favourite travel movie")).toHaveTextContent("Not answered");
    expect(factValue("Last-minute action")).toHaveTextContent("Not answered");

    const hosted = within(screen.getByRole("list", { name: "Events hosted" })).getByRole("link");
    expect(hosted).toHaveAttribute("href", "/event/e1");
    expect(hosted).toHaveTextContent("Rishikesh riverside camping");
    expect(screen.getByText("No events attended yet.")).toBeInTheDocument();

    const matches = within(screen.getByRole("list", { name: "Matches of Kabir Mehta" })).getAllByRole("link");
    expect(matches.map((m) => m.getAttribute("href"))).toEqual(["/admin/match/u1/u2", "/admin/match/u1/u3"]);
    expect(matches[0]).toHaveTextContent("Ishita Banerjee");
    expect(matches[0]).toHaveTextContent("71% compatible");

    expect(factValue("Phone")).toHaveTextContent("9845015838");
    expect(factValue("Birthday")).toHaveTextContent("03 Mar 1992");
    expect(factValue("Email")).toHaveTextContent("kabir@demo.meetup");
    expect(factValue("Flags")).toHaveTextContent("0");
    // Kabir asked to be verified and has passed neither check (ADR 0047).
    expect(screen.getByText("Verification in progress")).toBeInTheDocument();
    expect(screen.queryByText("Verified user")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find matches" })).toHaveAttribute(
      "href",
      "/admin/people/match/u1",
    );
    // No open flags: nothing to unflag.
    expect(screen.queryByRole("button", { name: "Unflag" })).not.toBeInTheDocument();
  });

  it('shows the real host rating, or "N/A" when nobody rated their events', async () => {
    serve(makeProfile({ hostRating: null }));
    const view = renderAdminPeople("/admin/user/profile/u1");
    await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" });
    expect(factValue("Host rating")).toHaveTextContent(/^N\/A$/);
    view.unmount();

    serve(makeProfile({ hostRating: 4.75 }));
    renderAdminPeople("/admin/user/profile/u1");
    await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" });
    expect(factValue("Host rating")).toHaveTextContent(/^4\.8$/);
  });

  it("bans after confirming, shows the server's message and reads the member again", async () => {
    const calls = serve(makeProfile());
    renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    const dialog = await openDialog(user, "Ban", "Ban Kabir Mehta?");
    expect(patches(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Yes, ban" }));

    expect(await screen.findByRole("status")).toHaveTextContent("User has been banned.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(patches(calls)).toEqual(["/api/admin/users/u1/ban"]);
    // The toggle now offers Unban, from the member as read again.
    expect(await screen.findByRole("button", { name: "Unban" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "GET" && c.url === "/api/admin/user/u1")).toHaveLength(2);
    expect(screen.getByText("Banned")).toBeInTheDocument();
  });

  it("unbans a banned member with the server's message", async () => {
    const calls = serve(makeProfile({ isBanned: true }));
    renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Unban" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Unban Kabir Mehta?" })).getByRole("button", {
        name: "Yes, unban",
      }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("User has been unbanned.");
    expect(patches(calls)).toEqual(["/api/admin/users/u1/unban"]);
    expect(await screen.findByRole("button", { name: "Ban" })).toBeInTheDocument();
  });

  it("cancelling the ban sends nothing", async () => {
    const calls = serve(makeProfile());
    renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    await confirmWith(user, "Ban", "Cancel");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it("shows the server's refusal in the red box and the member as they now stand", async () => {
    const calls = serve(makeProfile(), { ban: fail(409, "This member is already banned.") });
    renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    await confirmWith(user, "Ban", "Yes, ban");
    expect(await screen.findByRole("alert")).toHaveTextContent("This member is already banned.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "GET" && c.url === "/api/admin/user/u1")).toHaveLength(2),
    );
  });

  it("offers no ban for an admin", async () => {
    serve(makeProfile({ role: "admin" }));
    renderAdminPeople("/admin/user/profile/u1");
    expect(await screen.findByText("Admins cannot be banned.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ban" })).not.toBeInTheDocument();
  });

  it("unflags a flagged member and the button goes", async () => {
    const flags = [makeFlag(), makeFlag({ _id: "f2" })];
    const calls = serve(makeProfile({ flags, flagCount: 2 }));
    renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    expect(await screen.findByRole("link", { name: "Review 2 flags" })).toHaveAttribute(
      "href",
      "/admin/flag/u1",
    );
    expect(factValue("Flags")).toHaveTextContent("2");
    await user.click(screen.getByRole("button", { name: "Unflag" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Remove 2 flags from Kabir Mehta?" })).getByRole("button", {
        name: "Yes, unflag",
      }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Flags removed.");
    expect(patches(calls)).toEqual(["/api/admin/unflag/u1"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Unflag" })).not.toBeInTheDocument());
    expect(factValue("Flags")).toHaveTextContent("0");
  });

  it("shows a failed load in the red box", async () => {
    route(() => fail(404, "We could not find that member."));
    renderAdminPeople("/admin/user/profile/nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find that member.");
    expect(screen.getByRole("heading", { level: 1, name: "Member profile" })).toBeInTheDocument();
  });

  it("asks for a member's data and deletes their account on request, typing DELETE", async () => {
    const calls = route(({ url, method, body }) => {
      if (method === "POST" && url === "/api/admin/users/u1/data-export")
        return ok(dataExportCreatedResponse, makeDataExport());
      if (method === "POST" && url === "/api/admin/users/u1/delete") {
        expect(body).toEqual({ confirmation: "DELETE" });
        return ok(messageResponse, null, { message: "The member's account has been deleted." });
      }
      return undefined;
    });
    serve(makeProfile());
    const { router } = renderAdminPeople("/admin/user/profile/u1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download data" }));
    expect(await screen.findByText("Preparing your download…")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Kabir Mehta's account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/admin/users/u1/data-export",
      "/api/admin/users/u1/delete",
    ]);
  });

  it("offers no deletion for an admin", async () => {
    serve(makeProfile({ role: "admin" }));
    renderAdminPeople("/admin/user/profile/u1");
    await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" });
    expect(screen.queryByRole("button", { name: "Delete account" })).not.toBeInTheDocument();
  });

  it("reads in Hindi: sections, travel style, answers, matches, account card and private details", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serve(makeProfile({ flags: [makeFlag(), makeFlag({ _id: "f2" })], flagCount: 2 }));
    renderAdminPeople("/admin/user/profile/u1");
    expect(await screen.findByRole("heading", { level: 1, name: "Kabir Mehta" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: hi("backToUsers") })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("list", { name: hi("photos") })).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: hi("profilePictureOf", { name: "Kabir Mehta" }),
      }),
    ).toBeInTheDocument();
    for (const section of [
      hi("travelStyle"),
      hi("answers"),
      hi("matches"),
      hi("eventsHosted"),
      hi("eventsAttended"),
    ])
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    // The member's answers in Hindi too, though the API stores the SPEC's English values.
    expect(screen.getByRole("region", { name: hi("scenePreferences") })).toHaveTextContent(
      "पार्टी और नाइटलाइफ़",
    );
    expect(screen.getByRole("region", { name: hi("vibe") })).toBeInTheDocument();
    expect(factValue(hi("questionAlwaysPack"))).toHaveTextContent("A power bank");
    expect(factValue(hi("questionTravelSoundtrack"))).toHaveTextContent(hi("notAnswered"));
    expect(screen.getByText(hi("noneAttended"))).toBeInTheDocument();

    const matches = within(
      screen.getByRole("list", {
        name: hi("matchesOf", { name: "Kabir Mehta" }),
      }),
    ).getAllByRole("link");
    expect(matches[0]).toHaveTextContent(`71% ${hi("compatible")}`);
    expect(screen.getByText(hi("topMatches", { count: "2" }))).toBeInTheDocument();

    expect(screen.getByRole("complementary", { name: hi("accountAndModeration") })).toBeInTheDocument();
    expect(factValue(hi("flags"))).toHaveTextContent("2");
    expect(factValue(hi("hostRating"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: hi("findMatches") })).toHaveAttribute(
      "href",
      "/admin/people/match/u1",
    );
    expect(screen.getByRole("link", { name: hi("reviewFlags", { count: 2 }) })).toHaveAttribute(
      "href",
      "/admin/flag/u1",
    );
    expect(screen.getByRole("heading", { name: hi("privateDetails") })).toBeInTheDocument();
    expect(factValue(hi("phone"))).toHaveTextContent("9845015838");
    // Intl's hi-IN month, not the English "03 Mar 1992".
    expect(factValue(hi("birthday"))).toHaveTextContent(/^3 मार्च 1992$/);
    expect(screen.getByRole("heading", { name: hi("memberDataTitle") })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: hi("memberDataDownload") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: hi("memberDataDelete") })).toBeInTheDocument();
  });

  it("keeps the member's data card's English as the e2e journeys read it", () => {
    expect(en("memberDataTitle")).toBe(MY_DATA_TEXTS.adminTitle);
    expect(en("memberDataHint")).toBe(MY_DATA_TEXTS.adminHint);
    expect(en("memberDataDownload")).toBe(MY_DATA_TEXTS.adminDownload);
    expect(en("memberDataDelete")).toBe(MY_DATA_TEXTS.adminDeleteAccount);
    expect(en("memberDataDialogDescription")).toBe(MY_DATA_TEXTS.adminDialogDescription);
    expect(en("memberDataDialogTitle", { name: "Kabir Mehta" })).toBe(
      MY_DATA_TEXTS.adminDialogTitle("Kabir Mehta"),
    );
  });
});
