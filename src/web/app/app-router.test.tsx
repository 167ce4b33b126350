import { act, screen, waitFor } from "@testing-library/react";
import { type ComponentType, lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "../components/link";
import { renderRoutes } from "../test/render";
import { RootRoute } from "./root-route";

function progressBar() {
  const bar = document.querySelector("[data-navigation]");
  if (!bar) throw new Error("no progress bar");
  return bar;
}

/** A screen whose code arrives when the test says so. */
function deferredScreen(heading: string) {
  let arrive = () => {};
  const Screen = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{heading}</h1> });
      }),
  );
  return { element: <Screen />, arrive: () => arrive() };
}

function Broken(): never {
  throw new Error("render failed");
}

let scrollY = 0;
afterEach(() => {
  scrollY = 0;
});

function watchScroll() {
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  return vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
}

describe("AppRouter", () => {
  it("keeps the screen on show and runs the progress bar until the next screen's code has loaded", async () => {
    const next = deferredScreen("Event detail");
    renderRoutes(
      [
        {
          Component: RootRoute,
          children: [
            { path: "/events", element: <Link to="/event/e1">Open the event</Link> },
            { path: "/event/e1", element: next.element },
          ],
        },
      ],
      "/events",
    );
    expect(progressBar()).toHaveAttribute("data-navigation", "idle");
    act(() => screen.getByRole("link", { name: "Open the event" }).click());
    await waitFor(() => expect(progressBar()).toHaveAttribute("data-navigation", "loading"));
    expect(screen.getByRole("link", { name: "Open the event" })).toBeInTheDocument();

    await act(async () => next.arrive());
    expect(await screen.findByRole("heading", { name: "Event detail" })).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute("data-navigation", "idle");
  });

  it("opens a new screen at the top, keeps the scroll when asked, and returns to it on Back", async () => {
    const scrollTo = watchScroll();
    const { router } = renderRoutes(
      [
        {
          Component: RootRoute,
          children: [
            { path: "/events", element: <h1>Events</h1> },
            { path: "/event/e1", element: <h1>Event detail</h1> },
          ],
        },
      ],
      "/events",
    );
    scrollY = 640;
    await act(() => router.navigate("/event/e1"));
    expect(await screen.findByRole("heading", { name: "Event detail" })).toBeInTheDocument();
    expect(scrollY).toBe(0);

    scrollY = 120;
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "Events" })).toBeInTheDocument();
    expect(scrollY).toBe(640);

    scrollTo.mockClear();
    await act(() => router.navigate("/events?city=Pune", { replace: true, preventScrollReset: true }));
    expect(router.state.location.search).toBe("?city=Pune");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(640);
  });

  it("shows the error card for a screen that fails, and leaves it behind on the next navigation", async () => {
    // React reports the error it caught (the setup fails a test on any other console error).
    const reported = vi.mocked(console.error).mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        {
          Component: RootRoute,
          children: [
            { path: "/broken", element: <Broken /> },
            { path: "/events", element: <h1>Events</h1> },
          ],
        },
      ],
      "/broken",
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    await act(() => router.navigate("/events"));
    expect(await screen.findByRole("heading", { name: "Events" })).toBeInTheDocument();
    expect(
      reported.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === "render failed"),
    ).toBe(true);
  });
});
