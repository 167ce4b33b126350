import { screen } from "@testing-library/react";
import { Outlet, type RouteObject, Link as RouterLink, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { matchesAt } from "./route-matches";

function Tag() {
  const { name } = useParams();
  return (
    <>
      <h1>{name}</h1>
      <RouterLink to="more">More about it</RouterLink>
    </>
  );
}

describe("AppRoutes", () => {
  it("renders the matched screens inside their layouts, with the params decoded", () => {
    renderRoutes(
      [{ path: "/", element: <Outlet />, children: [{ path: "tag/:name", element: <Tag /> }] }],
      "/tag/hill%20walks",
    );
    expect(screen.getByRole("heading", { name: "hill walks" })).toBeInTheDocument();
  });

  it("resolves a screen's relative links from the path as the address bar spells it, as useRoutes did", () => {
    renderRoutes([{ path: "/tag/:name", element: <Tag /> }], "/tag/hill%20walks%3F");
    expect(screen.getByRole("link", { name: "More about it" })).toHaveAttribute(
      "href",
      "/tag/hill%20walks%3F/more",
    );
  });
});

describe("matchesAt", () => {
  const routes: RouteObject[] = [{ path: "/", children: [{ path: "events" }, { path: "event/:id" }] }];

  it("matches an address once, however often a navigation asks", () => {
    const first = matchesAt(routes, "/event/e1");
    expect(first.map((match) => match.pathname)).toEqual(["/", "/event/e1"]);
    expect(first.at(-1)?.params).toEqual({ id: "e1" });
    // The same answer, not a fresh ranking (React Router answers every call with new objects).
    expect(matchesAt(routes, "/event/e1")).toBe(first);
    expect(matchesAt(routes, "/events")).not.toBe(first);
    expect(matchesAt([...routes], "/events").map((match) => match.pathname)).toEqual(["/", "/events"]);
  });

  it("answers no matches for an address no route takes", () => {
    expect(matchesAt(routes, "/nowhere")).toEqual([]);
  });
});
