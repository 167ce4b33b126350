import { followMember, unfollowMember } from "@shared/endpoints/follows";
import { matchedUser } from "@shared/endpoints/matching";
import { MEMBER_NOT_FOUND } from "@shared/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok, type Reply } from "../../../test/api-stub";
import { makeMatchedUser, renderPeople, signIn } from "../test/fixtures";

// The Follow button on /people/detail/{userId} (issue 27 item 7): the tap shows at once, the
// server's answer has the last word, and a refusal puts the button back and says why.

beforeEach(() => signIn());

const PROFILE = keyOf(matchedUser, { userId: "u2" });
const FOLLOW = keyOf(followMember, { id: "u2" });
const UNFOLLOW = keyOf(unfollowMember, { id: "u2" });

/** A reply held until the test lets it go, to look at the screen while the call is in flight. */
function held(reply: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const resolver: Reply = async () => {
    await gate;
    return reply();
  };
  return { resolver, release };
}

async function openProfile(following: boolean, followers: number) {
  answer({ [PROFILE]: ok(matchedUser, makeMatchedUser({ following, followers })) });
  renderPeople("/people/detail/u2");
  await screen.findByRole("heading", { level: 1, name: "Diya Sharma" });
}

describe("Follow on a member's profile", () => {
  it("follows at once, before the server answers, and keeps the server's count", async () => {
    const call = held(() => ok(followMember, { following: true, followers: 8 }));
    answer({ [FOLLOW]: call.resolver });
    await openProfile(false, 6);
    expect(screen.getByText("6 followers")).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Follow" }));
    // Optimistic: the button and the count change while the call is still out.
    expect(await screen.findByRole("button", { name: "Following" })).toBeInTheDocument();
    expect(screen.getByText("7 followers")).toBeInTheDocument();
    expect(screen.getByText("You'll hear when Diya lists a new experience.")).toBeInTheDocument();

    call.release();
    expect(await screen.findByText("8 followers")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Following" })).toBeInTheDocument();
  });

  it("unfollows", async () => {
    answer({ [UNFOLLOW]: ok(unfollowMember, { following: false, followers: 0 }) });
    await openProfile(true, 1);
    expect(screen.getByText("1 follower")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Following" }));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(await screen.findByText("0 followers")).toBeInTheDocument();
  });

  it("goes back as it was and says why when the server refuses", async () => {
    const call = held(() => fail(404, MEMBER_NOT_FOUND));
    answer({ [FOLLOW]: call.resolver });
    await openProfile(false, 2);

    await userEvent.setup().click(screen.getByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Following" })).toBeInTheDocument();
    call.release();

    expect(await screen.findByRole("alert")).toHaveTextContent(MEMBER_NOT_FOUND);
    expect(screen.getByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(screen.getByText("2 followers")).toBeInTheDocument();
  });

  it("is not on one's own profile", async () => {
    signIn("u2");
    await openProfile(false, 3);
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(screen.queryByText("3 followers")).not.toBeInTheDocument();
  });
});
