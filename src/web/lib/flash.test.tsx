import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { flash, useFlashNotice } from "./flash";

function Landing() {
  const [notice] = useFlashNotice();
  return <p>{notice ?? "No notice"}</p>;
}

describe("a flash notice", () => {
  it("reaches the next screen even when a redirect replaced the history entry that carried it", async () => {
    const { router } = renderRoutes(
      [
        { path: "/profile", element: <p>Profile</p> },
        { path: "/signin", element: <Landing /> },
      ],
      "/profile",
    );
    await act(async () => {
      await router.navigate("/signin", { replace: true, state: flash("Your account has been deleted.") });
      // The member guard's own redirect, landing after it, without the state.
      await router.navigate("/signin", { replace: true });
    });
    expect(await screen.findByText("Your account has been deleted.")).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();

    // Shown once: the next visit to the screen shows nothing.
    await act(() => router.navigate("/profile"));
    expect(await screen.findByText("Profile")).toBeInTheDocument();
    await act(() => router.navigate("/signin"));
    expect(await screen.findByText("No notice")).toBeInTheDocument();
  });
});
