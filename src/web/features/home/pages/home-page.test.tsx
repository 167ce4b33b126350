import type { User } from "@shared/contracts/users";
import { getUser } from "@shared/endpoints/users";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { answer, keyOf, ok } from "../../../test/api-stub";
import { makeUser } from "../../../test/fixtures/users";
import { renderRoutes } from "../../../test/render";
import { HomePage } from "./home-page";

function renderHome(role: User["role"]) {
  answer({ [keyOf(getUser, { id: "u1" })]: ok(getUser, makeUser({ _id: "u1", name: "Asha Rao", role })) });
  return renderRoutes([{ path: "/", element: <HomePage /> }], "/");
}

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("home", () => {
  it("shows the three member shortcuts", async () => {
    renderHome("member");
    expect(await screen.findByText("Hi Asha 👋")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Find a companion/ })).toHaveAttribute("href", "/people");
    expect(screen.getByRole("link", { name: /Events for you/ })).toHaveAttribute("href", "/events");
    expect(screen.getByRole("link", { name: /Create an experience/ })).toHaveAttribute(
      "href",
      "/listing/input",
    );
    expect(screen.queryByRole("link", { name: /Admin Panel/ })).not.toBeInTheDocument();
  });

  it("adds the Admin Panel tile for admins", async () => {
    renderHome("admin");
    expect(await screen.findByRole("link", { name: /Admin Panel/ })).toHaveAttribute("href", "/admin");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
