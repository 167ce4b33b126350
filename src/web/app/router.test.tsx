import { getUserResponse, type User } from "@shared/contracts/users";
import { signInConfig } from "@shared/endpoints/auth";
import { screen, waitFor } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { startLanguage } from "../lib/i18n";
import { APP_NAME, SHELL_TEXTS, TEXTS } from "../lib/texts";
import { saveSession } from "../lib/token-storage";
import { answer, keyOf, networkError, ok, route } from "../test/api-stub";
import { makeUser } from "../test/fixtures/users";
import { renderRoutes } from "../test/render";
import { routes, screensLoaded } from "./router";

// SPEC 2 "Screens and routes", with sample parameters.
const SPEC_PATHS = [
  "/signin",
  "/",
  "/events",
  "/event/e1",
  "/people",
  "/people/detail/u2",
  "/listing",
  "/listing/input",
  "/listing/upcoming/detail/e1",
  "/listing/myevent/detail/e1",
  "/request/e1/u2",
  "/chat",
  "/chats/user/u2",
  "/chats/group/g1/e1",
  "/profile",
  "/profile/detail",
  "/profile/detail/about",
  "/profile/detail/preference",
  "/profile/detail/matching",
  "/profile/detail/trust",
  "/profile/experience",
  "/profile/companions",
  "/profile/listing",
  "/check",
  "/admin",
  "/admin/people",
  "/admin/user/profile/u2",
  "/admin/people/match/u2",
  "/admin/match/u2/u3",
  "/admin/event",
  "/admin/event/e1",
  "/admin/flag",
  "/admin/flag/u2",
];

// Screens the issues added beyond SPEC 2.
const ISSUE_PATHS = [
  "/profile/notifications", // issue 13: notification preferences
  "/admin/jobs", // issue 13: failed deliveries
  "/chats/group/g1/e1/album", // issue 28: a group's photos
  "/profile/phone", // issue 38: verify the phone by an SMS code
  "/profile/photo", // issue 38: verify the photo by a live selfie
  "/admin/photo-checks", // issue 38: the selfies waiting for review
  "/profile/trusted-contact", // issue 38 item 7: the person Help tells
  "/admin/moderation", // issue 42: the one moderation queue
];

// The queues the one moderation queue replaced (issue 42 item 4): their addresses lead to it, filtered.
const QUEUE_REDIRECTS = [
  ["/admin/attendance", "attendance"],
  ["/admin/reviews", "review"],
  ["/admin/messages", "message"],
] as const;

function signInAs(role: User["role"]) {
  saveSession({ accessToken: "tok", userId: "u1" });
  // Every call answers the signed-in member: these tests only check which screen each route shows.
  route(() => ok(getUserResponse, makeUser({ _id: "u1", name: "Asha", role })));
}

describe("routes", () => {
  it.each([...SPEC_PATHS, ...ISSUE_PATHS])("has a screen for %s", (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe("*");
    expect((leaf?.handle as { preload?: unknown } | undefined)?.preload).toBeTypeOf("function");
  });

  it("sends unknown addresses to the not-found page", async () => {
    renderRoutes(routes, "/no/such/place");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
  });

  it("says the not-found page in the member's language", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderRoutes(routes, "/no/such/place");
    expect(await screen.findByRole("heading", { name: "पेज नहीं मिला" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "होम पर जाएँ" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`पेज नहीं मिला · ${APP_NAME}`));
  });

  it("shows the sign-in landing without a token", async () => {
    // The sign-in configuration cannot be read here; the landing shows its button all the same.
    answer({ [keyOf(signInConfig)]: networkError() });
    const { router } = renderRoutes(routes, "/events");
    expect(await screen.findByRole("button", { name: TEXTS.signInWithGoogle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("keeps the prerendered landing until the app's own sign-in screen is in the DOM, then removes it", async () => {
    answer({ [keyOf(signInConfig)]: networkError() });
    const boot = document.createElement("div");
    boot.id = "boot";
    document.body.append(boot);
    // The landing goes in the same commit as the screen arrives: whenever it is gone, the screen is there.
    let screenWhenRemoved: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (screenWhenRemoved === null && !document.getElementById("boot")) {
        screenWhenRemoved = screen.queryByRole("button", { name: TEXTS.signInWithGoogle }) !== null;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoutes(routes, "/signin");
    // While the screen's code loads, no loading logo is drawn over the prerendered landing.
    expect(screen.queryByRole("status", { name: SHELL_TEXTS.loading })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: TEXTS.signInWithGoogle })).toBeInTheDocument();
    await waitFor(() => expect(screenWhenRemoved).toBe(true));
    observer.disconnect();
  });

  it("shows a member screen inside the layout", async () => {
    signInAs("member");
    renderRoutes(routes, "/events");
    expect(await screen.findByRole("heading", { level: 1, name: TEXTS.eventsHeading })).toBeInTheDocument();
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(2);
  });

  it("sends a member who opens /admin to /", async () => {
    signInAs("member");
    const { router } = renderRoutes(routes, "/admin/event");
    // The lazy admin and home chunks load first; under a busy machine that takes over a second.
    expect(
      await screen.findByRole("link", { name: /Find a companion/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("draws a screen whose code and words are here in the first render, with no fallback first", async () => {
    signInAs("member");
    // What main.tsx waits for before the first render (issue 41): the layout's and home's code and
    // words. A lazy screen would suspend once all the same, show the loading fallback, and React
    // holds what follows a fallback back for up to 300 ms.
    await screensLoaded({ pathname: "/" });
    renderRoutes(routes, "/");
    expect(screen.queryByRole("status", { name: SHELL_TEXTS.loading })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Find a companion/ })).toBeInTheDocument();
  });

  it.each(QUEUE_REDIRECTS)("leads %s to the one queue, filtered to %s", async (path, subject) => {
    signInAs("admin");
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/moderation"), { timeout: 5000 });
    expect(router.state.location.search).toBe(`?subject=${subject}`);
  });

  // The admin area is a chunk of its own: Vitest compiles its modules on their first import, which
  // took 11 s on a loaded 2-core machine. Compiled here, the test waits only for the screen.
  beforeAll(async () => {
    await Promise.all([import("../features/admin/admin-pages"), import("./admin-shell")]);
  }, 120_000);

  it("opens the admin area for an admin", async () => {
    signInAs("admin");
    renderRoutes(routes, "/admin/event");
    expect(await screen.findByRole("heading", { level: 1, name: "Events for approval" })).toBeInTheDocument();
    expect(screen.getAllByRole("navigation", { name: "Admin" })).toHaveLength(2);
  });
});
