import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { goOffline, goOnline } from "../../test/connection";
import { renderRoutes } from "../../test/render";
import { MemberLayout } from "./member-layout";

const OFFLINE_BANNER = "You're offline. Showing what was last loaded.";

function renderMember() {
  return renderRoutes(
    [{ element: <MemberLayout />, children: [{ path: "*", element: <p>screen</p> }] }],
    "/events",
  );
}

describe("the offline banner", () => {
  it("says the member is offline and sees what was last loaded, and goes when the signal returns", () => {
    renderMember();
    expect(screen.queryByText(OFFLINE_BANNER)).not.toBeInTheDocument();

    goOffline();
    expect(screen.getByRole("status")).toHaveTextContent("You're offline. Showing what was last loaded.");
    // The screen stays: offline it shows the last-loaded data, read-only.
    expect(screen.getByText("screen")).toBeInTheDocument();

    goOnline();
    expect(screen.queryByText(OFFLINE_BANNER)).not.toBeInTheDocument();
  });

  it("publishes its height while shown, so full-height screens (a chat thread) leave room for it", () => {
    const height = () => document.documentElement.style.getPropertyValue("--offline-banner-height");
    renderMember();
    expect(height()).toBe("");
    goOffline();
    expect(height()).toMatch(/^\d+px$/);
    goOnline();
    expect(height()).toBe("");
  });

  it("shows at once when the app opens offline", () => {
    goOffline();
    renderMember();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_BANNER);
  });
});
