import { describe, expect, it } from "vitest";
import { eventIdOfPath, invitedEventId, pathAfterSignIn, signInPathFrom } from "./sign-in-target";

const ID = "3f2b8c1e-9a4d-4c7e-8b21-5d6f7a8b9c0d";

describe("where a signed-out visitor was going", () => {
  it("keeps the way back to an experience's own address, and nothing else", () => {
    expect(signInPathFrom(`/event/${ID}`)).toBe(`/signin?next=%2Fevent%2F${ID}`);
    for (const path of ["/", "/events", "/chat", `/event/${ID}/edit`, "/event/not-an-id", "/admin"]) {
      expect(signInPathFrom(path), path).toBe("/signin");
    }
  });

  it("follows only a local /event/<uuid> target: no open redirect", () => {
    expect(invitedEventId(`?next=%2Fevent%2F${ID}`)).toBe(ID);
    expect(invitedEventId(`?next=/event/${ID}`)).toBe(ID);
    expect(pathAfterSignIn(`?next=%2Fevent%2F${ID}`)).toBe(`/event/${ID}`);
    const refused = [
      "",
      "?next=",
      "?next=/",
      "?next=/admin",
      `?next=https://evil.example/event/${ID}`,
      `?next=//evil.example/event/${ID}`,
      `?next=/event/${ID}/../../admin`,
      `?next=/event/${ID}?x=1`,
      `?next=javascript:alert(1)//event/${ID}`,
      `?next=%2F%2Fevil.example%2Fevent%2F${ID}`,
      `?next=/event/${ID}%0A`,
      "?next=/event/../admin",
    ];
    for (const search of refused) {
      expect(invitedEventId(search), search).toBeNull();
      expect(pathAfterSignIn(search), search).toBe("/");
    }
  });

  it("reads an id only from exactly /event/<uuid>", () => {
    expect(eventIdOfPath(`/event/${ID.toUpperCase()}`)).toBe(ID.toUpperCase());
    expect(eventIdOfPath(`/events/${ID}`)).toBeNull();
    expect(eventIdOfPath(`event/${ID}`)).toBeNull();
  });
});
