import { describe, expect, it } from "vitest";
import { adminTabForPath, resolveAdminTab } from "./admin-nav-items";
import { isNavActive, isThreadPath } from "./nav-items";

describe("isNavActive (SPEC 2 shared layout)", () => {
  // Home only on exactly /; the other entries when the path starts with theirs.
  it.each([
    ["/", "/", true],
    ["/events", "/", false],
    ["/profile", "/", false],
    ["/events", "/events", true],
    ["/events/xyz", "/events", true],
    ["/people/detail/u2", "/people", true],
    ["/listing/input", "/listing", true],
    ["/chats/user/u2", "/chat", true],
    ["/event/e1", "/events", false],
    ["/profile", "/people", false],
  ])("on %s, the entry of %s is active: %s", (path, entry, active) => {
    expect(isNavActive(path, entry)).toBe(active);
  });
});

describe("isThreadPath: a conversation fills the phone, without the bottom bar", () => {
  it.each([
    ["/chats/user/u2", true],
    ["/chats/group/g1/e1", true],
    ["/chats/group/g1/e1/", true],
    ["/chats/group/g1/e1/costs", false],
    ["/chats/group/g1/e1/album", false],
    ["/chat", false],
    ["/chats/user", false],
    ["/events", false],
  ])("%s: %s", (path, thread) => {
    expect(isThreadPath(path)).toBe(thread);
  });
});

describe("admin tab", () => {
  it.each([
    ["/admin", "home"],
    ["/admin/", "home"],
    ["/admin/event", "events"],
    ["/admin/event/e1", "events"],
    ["/admin/people", "people"],
    ["/admin/people/match/u1", "people"],
    ["/admin/match/u1/u2", "people"],
    ["/admin/moderation", "reports"],
  ])("follows the URL: %s is the %s tab", (path, tab) => {
    expect(adminTabForPath(path)).toBe(tab);
  });

  // On screens shared by several tabs the remembered tab stays; nothing valid remembered is home.
  it.each([
    ["/admin/user/profile/u1", "people", "people"],
    ["/admin/flag", "events", "events"],
    ["/admin/flag", "nonsense", "home"],
    ["/admin/flag", null, "home"],
    ["/admin/event", "people", "events"],
  ])("on %s, with %s remembered, shows the %s tab", (path, remembered, tab) => {
    expect(resolveAdminTab(path, remembered)).toBe(tab);
  });

  it("leaves a screen shared by several tabs to the remembered tab", () => {
    expect(adminTabForPath("/admin/user/profile/u1")).toBeNull();
  });
});
