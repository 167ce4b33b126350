import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { jsonResponse, renderRoutes } from "../../../test/render";
import { HomePage } from "./home-page";

const fetchMock = vi.fn<typeof fetch>();

function renderHome(role: string) {
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, { success: true, data: { _id: "u1", name: "Asha Rao", role } }),
  );
  return renderRoutes([{ path: "/", element: <HomePage /> }], "/");
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  saveSession({ accessToken: "tok", userId: "u1" });
});

afterEach(() => {
  vi.unstubAllGlobals();
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
