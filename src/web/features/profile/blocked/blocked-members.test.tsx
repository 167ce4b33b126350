import { messageResponse } from "@shared/contracts/events";
import { blockedMembers, unblockMember } from "@shared/endpoints/safety";
import { getUser } from "@shared/endpoints/users";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../../lib/texts";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { ProfilePage } from "../pages/profile-page";
import { makeUser, signIn } from "../test/fixtures";

beforeEach(() => {
  signIn();
});

const BLOCKED = [
  { _id: "u2", name: "Diya Sharma", avatar: null },
  { _id: "u3", name: "Kabir Mehta", avatar: "/uploads/kabir.webp" },
];

function renderProfile() {
  return renderRoutes([{ path: "/profile", element: <ProfilePage /> }], "/profile");
}

async function section() {
  const region = await screen.findByRole("region", { name: "Blocked members" });
  return region;
}

describe("Blocked members on /profile", () => {
  it("lists the blocked members between the profile links and the tagline", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser()),
      [keyOf(blockedMembers)]: ok(blockedMembers, BLOCKED),
    });
    renderProfile();
    const region = await section();
    const list = await within(region).findByRole("list", { name: "Blocked members" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Diya SharmaUnblock", "Kabir MehtaUnblock"]);
    const tagline = screen.getByText(TEXTS.profileTagline);
    expect(region.compareDocumentPosition(tagline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("unblocks with DELETE, removes the row and says so", async () => {
    let blocked = BLOCKED;
    const calls = recordCalls();
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser()),
      [keyOf(blockedMembers)]: () => ok(blockedMembers, blocked),
      [keyOf(unblockMember, { userId: "u2" })]: () => {
        blocked = BLOCKED.slice(1);
        return ok(messageResponse, null, { message: "Member unblocked." });
      },
    });
    renderProfile();
    const region = await section();
    await userEvent.setup().click(await within(region).findByRole("button", { name: "Unblock Diya Sharma" }));

    expect(await within(region).findByText("Member unblocked.")).toBeInTheDocument();
    expect(within(region).queryByText("Diya Sharma")).not.toBeInTheDocument();
    expect(within(region).getByText("Kabir Mehta")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")).toMatchObject({
      url: "/api/users/block/u2",
      token: "tok",
    });
  });

  it("says so when nobody is blocked", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser()),
      [keyOf(blockedMembers)]: ok(blockedMembers, []),
    });
    renderProfile();
    const region = await section();
    expect(await within(region).findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it("shows a refused unblock in the red box and keeps the row", async () => {
    answer({
      [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser()),
      [keyOf(blockedMembers)]: ok(blockedMembers, BLOCKED),
      [keyOf(unblockMember, { userId: "u2" })]: fail(404, "You have not blocked this member."),
    });
    renderProfile();
    const region = await section();
    await userEvent.setup().click(await within(region).findByRole("button", { name: "Unblock Diya Sharma" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent("You have not blocked this member.");
    expect(within(region).getByText("Diya Sharma")).toBeInTheDocument();
  });
});
