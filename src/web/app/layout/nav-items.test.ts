import { describe, expect, it } from "vitest";
import { adminTabForPath, resolveAdminTab } from "./admin-nav-items";
import { isNavActive } from "./nav-items";

describe("isNavActive (SPEC 2 shared layout)", () => {
  it("marks home only on exactly /", () => {
    expect(isNavActive("/", "/")).toBe(true);
    expect(isNavActive("/events", "/")).toBe(false);
    expect(isNavActive("/profile", "/")).toBe(false);
  });

  it("marks the other entries when the path starts with theirs", () => {
    expect(isNavActive("/events", "/events")).toBe(true);
    expect(isNavActive("/events/xyz", "/events")).toBe(true);
    expect(isNavActive("/people/detail/u2", "/people")).toBe(true);
    expect(isNavActive("/listing/input", "/listing")).toBe(true);
    expect(isNavActive("/chats/user/u2", "/chat")).toBe(true);
    expect(isNavActive("/event/e1", "/events")).toBe(false);
    expect(isNavActive("/profile", "/people")).toBe(false);
  });
});

describe("admin tab", () => {
  it("follows the URL", () => {
    expect(adminTabForPath("/admin")).toBe("home");
    expect(adminTabForPath("/admin/")).toBe("home");
    expect(adminTabForPath("/admin/event")).toBe("events");
    expect(adminTabForPath("/admin/event/e1")).toBe("events");
    expect(adminTabForPath("/admin/people")).toBe("people");
    expect(adminTabForPath("/admin/people/match/u1")).toBe("people");
    expect(adminTabForPath("/admin/match/u1/u2")).toBe("people");
  });

  it("keeps the remembered tab on screens shared by several tabs", () => {
    expect(adminTabForPath("/admin/user/profile/u1")).toBeNull();
    expect(resolveAdminTab("/admin/user/profile/u1", "people")).toBe("people");
    expect(resolveAdminTab("/admin/flag", "events")).toBe("events");
    expect(resolveAdminTab("/admin/flag", "nonsense")).toBe("home");
    expect(resolveAdminTab("/admin/flag", null)).toBe("home");
    expect(resolveAdminTab("/admin/event", "people")).toBe("events");
  });
});
