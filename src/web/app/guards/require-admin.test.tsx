import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getAccessToken, saveSession } from "../../lib/token-storage";
import { jsonResponse, renderRoutes } from "../../test/render";
import { RequireAdmin } from "./require-admin";

const fetchMock = vi.fn<typeof fetch>();

function answerUser(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => jsonResponse(status, body));
}

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
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  saveSession({ accessToken: "tok", userId: "u1" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RequireAdmin", () => {
  it("shows a skeleton while the user loads", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderAdmin();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("lets an admin in after loading GET /api/users/{userID}", async () => {
    answerUser(200, { success: true, data: { _id: "u1", name: "Asha", role: "admin" } });
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Admin screen" })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/users/u1");
  });

  it("sends a member to /", async () => {
    answerUser(200, { success: true, data: { _id: "u1", name: "Ravi", role: "member" } });
    const { router } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("clears the token and goes to /signin when the profile fetch fails on the token", async () => {
    answerUser(401, {
      success: false,
      message: "Access token is invalid or has expired. Please sign in again.",
    });
    const { router } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(getAccessToken()).toBeNull();
  });

  it("shows other failures with a way to try again", async () => {
    answerUser(500, { success: false, message: "The database is not reachable." });
    renderAdmin();
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(getAccessToken()).toBe("tok");
  });
});
