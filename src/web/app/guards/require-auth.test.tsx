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
    expect(router.state.location.search).toBe("");
  });

  it.each(["undefined", "null"])("treats the stored text %j as no token", async (value) => {
    window.localStorage.setItem("accessToken", value);
    const { router } = renderGuarded();
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("keeps the way back to an experience's shared link (ADR 0031)", async () => {
    const id = "3f2b8c1e-9a4d-4c7e-8b21-5d6f7a8b9c0d";
    const { router } = renderRoutes(
      [
        { path: "/signin", element: <h1>Sign-in screen</h1> },
        { element: <RequireAuth />, children: [{ path: "/event/:eventId", element: <h1>Event screen</h1> }] },
      ],
      `/event/${id}`,
    );
    expect(await screen.findByRole("heading", { name: "Sign-in screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(router.state.location.search).toBe(`?next=%2Fevent%2F${id}`);
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
