import { sendDirectMessage } from "@shared/endpoints/chat";
import { listMatches, matchedUser } from "@shared/endpoints/matching";
import { blockMember, flagMember } from "@shared/endpoints/safety";
import { getUser } from "@shared/endpoints/users";
import { MESSAGES, SAY_HELLO_GREETING } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../../lib/texts";
import { answer, fail, keyOf, ok, type Reply, recordCalls } from "../../../test/api-stub";
import { factValue } from "../../../test/queries";
import { makeMatchedUser, renderPeople, signIn } from "../test/fixtures";

beforeEach(() => {
  signIn();
});

const PROFILE = keyOf(matchedUser, { userId: "u2" });

function stubProfile(
  extra: Parameters<typeof answer>[0] = {},
  profile: Reply = ok(matchedUser, makeMatchedUser()),
) {
  const calls = recordCalls();
  answer({ [PROFILE]: profile, ...extra });
  return calls;
}

async function openProfile(path = "/people/detail/u2") {
  const view = renderPeople(path);
  await screen.findByRole("heading", { level: 1, name: "Diya Sharma" });
  return view;
}

async function openMenuItem(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "More actions" }));
  await user.click(screen.getByRole("menuitem", { name }));
  return user;
}

describe("/people/detail/{userId}", () => {
  it("shows the member: handle, avatar, name, gender, location, links, numbers, photos, scenes, events", async () => {
    stubProfile();
    await openProfile();

    expect(screen.getByText("@diya")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Diya Sharma" })).toHaveAttribute("src", "/uploads/diya.webp");
    expect(screen.getByText("Female")).toBeInTheDocument();
    expect(screen.getByText("Pune, India")).toBeInTheDocument();

    // Only http(s) addresses become links, opened safely.
    const links = screen.getByRole("list", { name: "Social links" });
    const instagram = within(links).getByRole("link", { name: /Instagram/ });
    expect(instagram).toHaveAttribute("href", "https://instagram.com/diya");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(within(links).queryByRole("link", { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(within(links).getByText("javascript:alert(1)")).toBeInTheDocument();

    expect(factValue("Compatibility")).toHaveTextContent("87%");
    expect(factValue("Host Rating")).toHaveTextContent("4.5");
    expect(
      screen.getByText("You both love Sunday café crawls and Live Gigs & Music Jams"),
    ).toBeInTheDocument();

    const photos = screen.getByRole("region", { name: "Photos" });
    expect(within(photos).getAllByRole("img")).toHaveLength(3);
    expect(within(photos).getByRole("list")).toHaveClass("grid-cols-3");

    const scenes = screen.getByRole("region", { name: "Scene preferences" });
    expect(within(scenes).getByText("Live Gigs & Music Jams")).toBeInTheDocument();
    const ideal = screen.getByRole("region", { name: "Ideal scenes" });
    expect(within(ideal).getByText("Open mic at a brewery")).toBeInTheDocument();

    const hosted = screen.getByRole("region", { name: /Events Hosted/ });
    expect(within(hosted).getByRole("link", { name: /Sunday café crawl in Koregaon Park/ })).toHaveAttribute(
      "href",
      "/event/e1",
    );
    expect(within(screen.getByRole("region", { name: /Events Attended/ })).getByText(/No events attended/));

    expect(screen.getByRole("button", { name: TEXTS.sayHello })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More actions" })).toHaveAttribute("aria-haspopup", "menu");
  });

  it("reads N/A for a missing percent and a missing host rating", async () => {
    stubProfile(
      {},
      ok(matchedUser, makeMatchedUser({ matchPercentage: null, whyYouMatch: null, hostRating: null })),
    );
    await openProfile();
    expect(factValue("Compatibility")).toHaveTextContent(TEXTS.notAvailable);
    expect(factValue("Host Rating")).toHaveTextContent(TEXTS.notAvailable);
  });

  it("shows N/A when the compatibility lookup fails, with the profile read from /users/{id}", async () => {
    const { matchPercentage: _p, whyYouMatch: _w, ...plain } = makeMatchedUser();
    const calls = stubProfile(
      { [keyOf(getUser, { id: "u2" })]: ok(getUser, plain) },
      fail(500, "The database is not reachable."),
    );
    await openProfile();
    expect(factValue("Compatibility")).toHaveTextContent(TEXTS.notAvailable);
    expect(screen.queryByText(/You both love/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain("/api/users/u2");
  });

  it("hides the compatibility, Say Hello and the menu on one's own profile", async () => {
    signIn("u2");
    stubProfile({}, ok(matchedUser, makeMatchedUser({ matchPercentage: null, whyYouMatch: null })));
    await openProfile();
    expect(screen.queryByText("Compatibility")).not.toBeInTheDocument();
    expect(factValue("Host Rating")).toHaveTextContent("4.5");
    expect(screen.queryByRole("button", { name: TEXTS.sayHello })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "More actions" })).not.toBeInTheDocument();
  });

  it("shows a friendly screen for a profile that is not available (404)", async () => {
    stubProfile({}, fail(404, "We could not find that member."));
    renderPeople("/people/detail/u2");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This profile is not available." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to people" })).toHaveAttribute("href", "/people");
  });

  it("shows other failures in the red box with Try again", async () => {
    answer({ [PROFILE]: fail(403, "You are not allowed to do that.") });
    renderPeople("/people/detail/u2");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not allowed to do that.");
    stubProfile();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Diya Sharma" })).toBeInTheDocument();
  });

  describe("menu", () => {
    it("opens with the keyboard, moves with arrows and closes on Escape, giving focus back", async () => {
      stubProfile();
      await openProfile();
      const user = userEvent.setup();
      const button = screen.getByRole("button", { name: "More actions" });
      button.focus();
      await user.keyboard("{ArrowDown}");
      expect(button).toHaveAttribute("aria-expanded", "true");
      const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
      expect(items.map((item) => item.textContent)).toEqual([TEXTS.flagUser, "Block User"]);
      expect(items[0]).toHaveFocus();
      await user.keyboard("{ArrowDown}");
      expect(items[1]).toHaveFocus();
      await user.keyboard("{ArrowDown}");
      expect(items[0]).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });
  });

  describe("flag", () => {
    it("asks first, then for the reason; Save sends {reason} and shows the server's sentence", async () => {
      const calls = stubProfile({
        [keyOf(flagMember, { userId: "u2" })]: ok(flagMember, null, {
          message: "Thank you. Our admins will review this profile.",
        }),
      });
      await openProfile();
      const user = await openMenuItem(TEXTS.flagUser);

      const confirm = screen.getByRole("dialog", { name: TEXTS.flagConfirm });
      await user.click(within(confirm).getByRole("button", { name: "Yes" }));

      const step2 = screen.getByRole("dialog", { name: TEXTS.flagReason });
      await user.type(within(step2).getByRole("textbox", { name: TEXTS.flagReason }), "Fake profile");
      await user.click(within(step2).getByRole("button", { name: "Save" }));

      expect(await screen.findByText("Thank you. Our admins will review this profile.")).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      const flag = calls.find((call) => call.method === "POST");
      expect(flag).toMatchObject({
        url: "/api/users/flag/u2",
        body: { reason: "Fake profile" },
        token: "tok",
      });
    });

    it("closes on No without sending anything", async () => {
      const calls = stubProfile();
      await openProfile();
      const user = await openMenuItem(TEXTS.flagUser);
      await user.click(screen.getByRole("button", { name: "No" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    });

    it("closes on Cancel at the reason step, and starts again at step 1 next time", async () => {
      const calls = stubProfile();
      await openProfile();
      let user = await openMenuItem(TEXTS.flagUser);
      await user.click(screen.getByRole("button", { name: "Yes" }));
      await user.type(screen.getByRole("textbox", { name: TEXTS.flagReason }), "Spam");
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(calls.filter((call) => call.method === "POST")).toEqual([]);

      user = await openMenuItem(TEXTS.flagUser);
      expect(screen.getByRole("dialog", { name: TEXTS.flagConfirm })).toBeInTheDocument();
    });

    it("keeps the dialog open with the server's refusal", async () => {
      stubProfile({
        [keyOf(flagMember, { userId: "u2" })]: fail(
          409,
          "You have already flagged this member. Our admins will look into it.",
        ),
      });
      await openProfile();
      const user = await openMenuItem(TEXTS.flagUser);
      await user.click(screen.getByRole("button", { name: "Yes" }));
      await user.type(screen.getByRole("textbox", { name: TEXTS.flagReason }), "Again");
      await user.click(screen.getByRole("button", { name: "Save" }));
      const dialog = screen.getByRole("dialog", { name: TEXTS.flagReason });
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "You have already flagged this member. Our admins will look into it.",
      );
    });

    it("asks for a reason before sending a blank one", async () => {
      const calls = stubProfile();
      await openProfile();
      const user = await openMenuItem(TEXTS.flagUser);
      await user.click(screen.getByRole("button", { name: "Yes" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(screen.getByRole("alert")).toHaveTextContent(/write a reason/);
      expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    });
  });

  describe("Say Hello", () => {
    it("sends the greeting and says so, with a way to the chat", async () => {
      const calls = stubProfile({
        [keyOf(sendDirectMessage, { userId: "u2" })]: ok(
          sendDirectMessage,
          {
            _id: "m1",
            senderId: "me",
            recipientId: "u2",
            content: SAY_HELLO_GREETING,
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          { message: "Sent." },
        ),
      });
      await openProfile();
      await userEvent.setup().click(screen.getByRole("button", { name: TEXTS.sayHello }));
      expect(await screen.findByText(MESSAGES.helloSent)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Open chat" })).toHaveAttribute("href", "/chats/user/u2");
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        url: "/api/message/send/u2",
        body: { content: SAY_HELLO_GREETING },
      });
    });

    it("alerts the error message when sending fails", async () => {
      stubProfile({
        [keyOf(sendDirectMessage, { userId: "u2" })]: fail(400, "You cannot message this member."),
      });
      await openProfile();
      await userEvent.setup().click(screen.getByRole("button", { name: TEXTS.sayHello }));
      expect(await screen.findByRole("alert")).toHaveTextContent("You cannot message this member.");
      expect(screen.queryByText(MESSAGES.helloSent)).not.toBeInTheDocument();
    });
  });

  describe("block", () => {
    it("confirms, blocks and goes to /people with the server's sentence", async () => {
      const calls = stubProfile({
        [keyOf(blockMember, { userId: "u2" })]: ok(blockMember, null, {
          message: "Member blocked. You will no longer see each other.",
        }),
        [keyOf(listMatches, undefined, { limit: 20 })]: ok(listMatches, [], { nextCursor: null, total: 0 }),
      });
      const { router } = await openProfile();
      const user = await openMenuItem("Block User");
      const dialog = screen.getByRole("dialog", { name: "Block Diya Sharma?" });
      expect(dialog).toHaveAccessibleDescription(
        "You will no longer see each other, and you can unblock them from your profile.",
      );
      await user.click(within(dialog).getByRole("button", { name: "Block" }));

      expect(await screen.findByRole("heading", { level: 1, name: TEXTS.peopleTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/people");
      expect(
        await screen.findByText("Member blocked. You will no longer see each other."),
      ).toBeInTheDocument();
      expect(calls.find((call) => call.method === "POST")).toMatchObject({ url: "/api/users/block/u2" });
    });

    it("stays on the profile when the member cancels", async () => {
      const calls = stubProfile();
      const { router } = await openProfile();
      const user = await openMenuItem("Block User");
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/people/detail/u2");
      expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    });

    it("keeps the dialog open with a refusal", async () => {
      stubProfile({ [keyOf(blockMember, { userId: "u2" })]: fail(400, "You cannot block yourself.") });
      await openProfile();
      await openMenuItem("Block User");
      await userEvent.setup().click(screen.getByRole("button", { name: "Block" }));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("You cannot block yourself."));
      expect(screen.getByRole("dialog", { name: "Block Diya Sharma?" })).toBeInTheDocument();
    });
  });
});
