import { getUserResponse, type User } from "@shared/contracts/users";
import { getUser } from "@shared/endpoints/users";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getAccessToken, saveSession } from "../../lib/token-storage";
import { answer, fail, keyOf, never, ok, type Reply, recordCalls } from "../../test/api-stub";
import { makeUser } from "../../test/fixtures/users";
import { renderRoutes } from "../../test/render";
import { RequireAdmin } from "./require-admin";

function answerUser(reply: Reply) {
  return answerCalls({ [keyOf(getUser, { id: "u1" })]: reply });
}

function answerCalls(table: Parameters<typeof answer>[0]) {
  const calls = recordCalls();
  answer(table);
  return calls;
}

const member = (name: string, role: User["role"]) => ok(getUserResponse, makeUser({ _id: "u1", name, role }));

function renderAdmin() {
  return renderRoutes(
    [
      { path: "/", element: <h1>Home screen</h1> },
      { path: "/signin", element: <h1>Sign-in screen</h1> },
      {
        path: "/admin",
        element: <RequireAdmin />,
        children: [{ index: true, element: <h1>Admin screen</h1> }],
      },
    ],
    "/admin",
  );
}

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("RequireAdmin", () => {
  it("shows a skeleton while the user loads", () => {
    answerUser(never);
    renderAdmin();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("lets an admin in after loading GET /api/users/{userID}", async () => {
    const calls = answerUser(member("Asha", "admin"));
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Admin screen" })).toBeInTheDocument();
    expect(calls[0]?.url).toBe("/api/users/u1");
  });

  it("sends a member to /", async () => {
    answerUser(member("Ravi", "member"));
    const { router } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("clears the token and goes to /signin when the profile fetch fails on the token", async () => {
    answerUser(fail(401, "Access token is invalid or has expired. Please sign in again."));
    const { router } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(getAccessToken()).toBeNull();
  });

  it("shows other failures with a way to try again", async () => {
    answerUser(fail(500, "The database is not reachable."));
    renderAdmin();
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(getAccessToken()).toBe("tok");
  });
});
