import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { Link } from "./link";

function routes() {
  return [
    {
      path: "/",
      element: (
        <>
          <Link to="/events?city=Pune">Events</Link>
          <Link to="/">Home</Link>
          <Link to="people">People</Link>
          <Link to="/events" target="_blank">
            Elsewhere
          </Link>
        </>
      ),
    },
    { path: "/events", element: <p>Events screen</p> },
    { path: "/people", element: <p>People screen</p> },
  ];
}

describe("Link", () => {
  it("is a real link to the path, and a plain click goes there through the router", async () => {
    const { router } = renderRoutes(routes(), "/");
    const link = screen.getByRole("link", { name: "Events" });
    expect(link.getAttribute("href")).toBe("/events?city=Pune");
    fireEvent.click(link);
    expect(await screen.findByText("Events screen")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?city=Pune");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a modified click, or one for another tab, to the browser", () => {
    const { router } = renderRoutes(routes(), "/");
    // Stands in for the browser opening a tab (jsdom cannot), once the link has let the click through.
    const browser = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", browser);
    fireEvent.click(screen.getByRole("link", { name: "Events" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    document.removeEventListener("click", browser);
    expect(router.state.location.pathname).toBe("/");
  });

  it("replaces the entry when it points at the screen already open", async () => {
    const { router } = renderRoutes(routes(), "/");
    fireEvent.click(screen.getByRole("link", { name: "Home" }));
    await screen.findByRole("link", { name: "Home" });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("hands a relative path to React Router, which resolves it against the route", async () => {
    renderRoutes(routes(), "/");
    const link = screen.getByRole("link", { name: "People" });
    expect(link.getAttribute("href")).toBe("/people");
    fireEvent.click(link);
    expect(await screen.findByText("People screen")).toBeInTheDocument();
  });
});
