import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearAccessToken } from "../../lib/token-storage";
import { renderRoutes } from "../../test/render";
import { RequireAuth } from "./require-auth";

function renderGuarded(path = "/events") {
  return renderRoutes(
    [
      { path: "/signin", element: <h1>Sign-in screen</h1> },
      { element: <RequireAuth />, children: [{ path: "/events", element: <h1>Events screen</h1> }] },
    ],
    path,
  );
}

describe("RequireAuth", () => {
  it("sends visitors without a token to /signin", async () => {
    const { router } = renderGuarded();
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it.each(["undefined", "null"])("treats the stored text %j as no token", async (value) => {
    window.localStorage.setItem("accessToken", value);
    const { router } = renderGuarded();
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("lets a member with a token in", async () => {
    window.localStorage.setItem("accessToken", "tok");
    renderGuarded();
    expect(await screen.findByRole("heading", { name: "Events screen" })).toBeInTheDocument();
  });

  it("sends the member to /signin as soon as the token is removed", async () => {
    window.localStorage.setItem("accessToken", "tok");
    const { router } = renderGuarded();
    await screen.findByRole("heading", { name: "Events screen" });
    act(() => clearAccessToken());
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });
});
