import { messageResponse } from "@shared/contracts/events";
import {
  adminCompatibilityResponse,
  adminUserProfileResponse,
  commonResponse,
  matchmakingResponse,
} from "@shared/contracts/people";
import { MESSAGES, SAFETY_MESSAGES } from "@shared/texts";
import { MEMBER_NOT_FOUND } from "@shared/texts/people";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type MessageKey, type MessageValues, messageIn, startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { type Call, fail, ok, route } from "../../../test/api-stub";
import { makeCommon, makeProfile, renderAdminPeople } from "./test/fixtures";

/** The admin-people catalogue's words, as the screens read them. */
const en = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("en", "admin-people", key, values);
const hi = (key: MessageKey<"admin-people">, values?: MessageValues) =>
  messageIn("hi", "admin-people", key, values);

const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");

function serve({
  compatibility = { compatibility: 64, assigned: false } as
    | { compatibility: number; assigned: boolean }
    | Response,
  assign = undefined as Response | undefined,
} = {}) {
  return route(({ url, method }) => {
    if (url === "/api/admin/matchmaking/common/u1/u2") return ok(commonResponse, makeCommon());
    if (url === "/api/admin/matchmaking/compatibility/u1/u2")
      return compatibility instanceof Response
        ? compatibility
        : ok(adminCompatibilityResponse, compatibility);
    if (method === "POST" && url === "/api/admin/matchmaking/assign-score/u1/u2")
      return assign ?? ok(messageResponse, null, { message: "Score saved." });
    if (url === "/api/admin/matchmaking/u1") return ok(matchmakingResponse, { matches: [], opposites: [] });
    if (url === "/api/admin/user/u1") return ok(adminUserProfileResponse, makeProfile());
    return undefined;
  });
}

const scoreBox = () => screen.getByRole("spinbutton", { name: "Score (0–100)" });

describe("/admin/match/{id1}/{id2}", () => {
  it("shows both members, their common ideal scenes, their answers and the compatibility", async () => {
    serve();
    renderAdminPeople("/admin/match/u1/u2");
    expect(await screen.findByRole("link", { name: /Kabir Mehta/ })).toHaveAttribute(
      "href",
      "/admin/user/profile/u1",
    );
    expect(screen.getByRole("link", { name: /Ishita Banerjee/ })).toHaveAttribute(
      "href",
      "/admin/user/profile/u2",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Score this pair" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to matchmaking" })).toHaveAttribute(
      "href",
      "/admin/people/match/u1",
    );

    expect(
      within(screen.getByRole("list", { name: "Common ideal scenes" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Open mic at a brewery"]);

    const energy = screen.getByRole("region", { name: "Scene energy" });
    expect(energy).toHaveTextContent("Kabir: High-Energy and On-the-Move");
    expect(energy).toHaveTextContent("Ishita: Balanced and Flexible");
    const soundtrack = screen.getByRole("region", { name: "Travel soundtrack" });
    expect(soundtrack).toHaveTextContent("Kabir: Prateek Kuhad");
    expect(soundtrack).toHaveTextContent("Ishita: Not answered");
    expect(screen.getByRole("region", { name: "Ideal scenes" })).toHaveTextContent(
      "Open mic at a brewery (in common)",
    );

    expect(await screen.findByText("64%")).toBeInTheDocument();
    expect(screen.getByText("Calculated from their answers")).toBeInTheDocument();
    expect(screen.queryByText("Assigned by an admin")).not.toBeInTheDocument();
  });

  it('says "Assigned by an admin" when an admin set the score', async () => {
    serve({ compatibility: { compatibility: 90, assigned: true } });
    renderAdminPeople("/admin/match/u1/u2");
    expect(await screen.findByText("Assigned by an admin")).toBeInTheDocument();
    expect(screen.getByText("90%")).toBeInTheDocument();
  });

  it('shows "N/A" when the compatibility cannot be read', async () => {
    serve({ compatibility: fail(404, "We could not find that member.") });
    renderAdminPeople("/admin/match/u1/u2");
    expect(await screen.findByText("N/A")).toBeInTheDocument();
  });

  it.each(["-1", "101", "", "abc", "50.5"])("refuses the score %j with the SPEC's message", async (value) => {
    const calls = serve();
    renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    if (value) await user.type(scoreBox(), value);
    await user.click(screen.getByRole("button", { name: "Save score" }));

    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.scoreRange);
    expect(MESSAGES.scoreRange).toBe("Please enter a score between 0 and 100.");
    expect(scoreBox()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("asks for a reason for a valid score, posts {score, reason} and returns to the match list", async () => {
    const calls = serve();
    const { router } = renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    await user.type(scoreBox(), "0");
    await user.click(screen.getByRole("button", { name: "Save score" }));

    const dialog = screen.getByRole("dialog", { name: "Why this score?" });
    expect(dialog).toHaveTextContent("0% for Kabir Mehta and Ishita Banerjee.");
    expect(screen.queryByText(MESSAGES.scoreRange)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Met twice, did not click.");
    await user.click(within(dialog).getByRole("button", { name: "Save score" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/people/match/u1"));
    expect(posts(calls)).toMatchObject([
      {
        url: "/api/admin/matchmaking/assign-score/u1/u2",
        method: "POST",
        body: { score: 0, reason: "Met twice, did not click." },
      },
    ]);
    expect(await screen.findByRole("status")).toHaveTextContent("Score saved.");
  });

  it("accepts 100 and an empty reason (the reason has no rule)", async () => {
    const calls = serve();
    renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    await user.type(scoreBox(), "100{Enter}");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save score" }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ score: 100, reason: "" });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const calls = serve({ assign: fail(400, MESSAGES.scoreRange) });
    const { router } = renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    await user.type(scoreBox(), "75");
    await user.click(screen.getByRole("button", { name: "Save score" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Save score" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.scoreRange);
    expect(router.state.location.pathname).toBe("/admin/match/u1/u2");
    expect(posts(calls)).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses a pair of one member without asking the server", async () => {
    const calls = serve();
    renderAdminPeople("/admin/match/u1/u1");
    expect(screen.getByRole("alert")).toHaveTextContent("Choose two different members.");
    expect(screen.getByRole("heading", { level: 1, name: "Score this pair" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps the score's sentences as the server and the SPEC word them in English", () => {
    expect(en("serverScoreRange")).toBe(MESSAGES.scoreRange);
    expect(en("serverScoreSamePerson")).toBe(SAFETY_MESSAGES.scoreSamePerson);
    expect(en("serverMemberNotFound")).toBe(MEMBER_NOT_FOUND);
    expect(en("scoreSaved")).toBe(SAFETY_MESSAGES.scoreSaved);
    expect(en("notAvailable")).toBe(TEXTS.notAvailable);
  });

  it("reads in Hindi: the pair, their answers, the score form, its refusal and the reason dialog", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    const refusal = { success: false, message: MESSAGES.scoreRange, code: "scoreRange" };
    const calls = serve({ assign: Response.json(refusal, { status: 400 }) });
    const { router } = renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    expect(screen.getByRole("heading", { level: 1, name: hi("pairTitle") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: hi("backToMatchmaking") })).toHaveAttribute(
      "href",
      "/admin/people/match/u1",
    );
    expect(screen.getByRole("list", { name: hi("commonScenes") })).toHaveTextContent("ब्रूअरी में ओपन माइक");
    expect(screen.getByRole("region", { name: hi("questionTravelSoundtrack") })).toHaveTextContent(
      `Ishita: ${hi("notAnswered")}`,
    );
    expect(screen.getByRole("region", { name: hi("idealScenes") })).toHaveTextContent(hi("inCommon"));
    expect(await screen.findByText(hi("calculated"))).toBeInTheDocument();
    expect(screen.getByText(hi("compatibility"))).toBeInTheDocument();

    const box = screen.getByRole("spinbutton", { name: hi("scoreLabel") });
    expect(box).toHaveAttribute("placeholder", hi("scorePlaceholder"));
    await user.click(screen.getByRole("button", { name: hi("saveScore") }));
    expect(screen.getByRole("alert")).toHaveTextContent(hi("serverScoreRange"));

    await user.type(box, "75");
    await user.click(screen.getByRole("button", { name: hi("saveScore") }));
    const dialog = screen.getByRole("dialog", { name: hi("reasonTitle") });
    expect(dialog).toHaveTextContent(
      hi("reasonDescription", {
        score: "75",
        first: "Kabir Mehta",
        second: "Ishita Banerjee",
      }),
    );
    expect(within(dialog).getByRole("textbox", { name: hi("reason") })).toHaveAttribute(
      "placeholder",
      hi("reasonPlaceholder"),
    );
    await user.click(within(dialog).getByRole("button", { name: hi("saveScore") }));
    // The server's refusal, said by its code in Hindi.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(hi("serverScoreRange"));
    expect(router.state.location.pathname).toBe("/admin/match/u1/u2");
    expect(posts(calls)).toHaveLength(1);
  });

  it("says a saved score and a pair of one member in Hindi", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    serve();
    const view = renderAdminPeople("/admin/match/u1/u2");
    const user = userEvent.setup();
    await screen.findByRole("link", { name: /Ishita Banerjee/ });
    await user.type(screen.getByRole("spinbutton", { name: hi("scoreLabel") }), "80{Enter}");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: hi("saveScore") }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/admin/people/match/u1"));
    expect(await screen.findByRole("status")).toHaveTextContent(hi("scoreSaved"));
    expect(screen.getByRole("button", { name: hi("dismiss") })).toBeInTheDocument();
    view.unmount();

    renderAdminPeople("/admin/match/u1/u1");
    expect(screen.getByRole("alert")).toHaveTextContent(hi("serverScoreSamePerson"));
    expect(screen.getByRole("link", { name: hi("chooseSomeoneElse") })).toBeInTheDocument();
  });
});
