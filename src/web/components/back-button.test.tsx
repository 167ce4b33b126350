import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { BackButton } from "./back-button";
import { Link } from "./link";

function routes() {
  return [
    { path: "/list", element: <Link to="/detail">Open</Link> },
    { path: "/detail", element: <BackButton fallback="/home" /> },
    { path: "/home", element: <p>Home screen</p> },
  ];
}

describe("BackButton", () => {
  it("goes back where the member came from", async () => {
    const { router } = renderRoutes(routes(), "/list");
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Open" }));
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/list");
  });

  it("goes to its fallback on a screen opened directly", async () => {
    const { router } = renderRoutes(routes(), "/detail");
    await userEvent.setup().click(screen.getByRole("button", { name: "Back" }));
    expect(router.state.location.pathname).toBe("/home");
    expect(await screen.findByText("Home screen")).toBeInTheDocument();
  });
});
