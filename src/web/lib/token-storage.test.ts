import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearAccessToken,
  clearSession,
  getAccessToken,
  getAuthToken,
  getUserId,
  hasUsableToken,
  isUsableToken,
  saveSession,
  setAccessToken,
  subscribeToSession,
} from "./token-storage";

const original = Object.getOwnPropertyDescriptor(window, "localStorage");

function breakLocalStorage() {
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
}

function restoreLocalStorage() {
  if (original) Object.defineProperty(window, "localStorage", original);
  else Reflect.deleteProperty(window, "localStorage");
}

describe("token storage", () => {
  afterEach(() => {
    restoreLocalStorage();
  });

  it("keeps the session in localStorage under the SPEC keys", () => {
    saveSession({ accessToken: "tok-1", userId: "u1" });
    expect(window.localStorage.getItem("accessToken")).toBe("tok-1");
    expect(window.localStorage.getItem("userID")).toBe("u1");
    expect(window.localStorage.getItem("authToken")).toBe("u1");
    expect(getAccessToken()).toBe("tok-1");
    expect(getUserId()).toBe("u1");
    expect(getAuthToken()).toBe("u1");
    expect(window.sessionStorage.getItem("accessToken")).toBeNull();
  });

  it("falls back to sessionStorage when localStorage throws on access", () => {
    breakLocalStorage();
    expect(() => window.localStorage).toThrow();
    setAccessToken("tok-2");
    expect(window.sessionStorage.getItem("accessToken")).toBe("tok-2");
    expect(getAccessToken()).toBe("tok-2");
    expect(hasUsableToken()).toBe(true);
    clearAccessToken();
    expect(window.sessionStorage.getItem("accessToken")).toBeNull();
    expect(hasUsableToken()).toBe(false);
  });

  it("does not count a missing token or the texts undefined and null", () => {
    expect(hasUsableToken()).toBe(false);
    for (const bad of ["undefined", "null", "", "  "]) {
      window.localStorage.setItem("accessToken", bad);
      expect(hasUsableToken()).toBe(false);
    }
    expect(isUsableToken(undefined)).toBe(false);
    expect(isUsableToken(null)).toBe(false);
    window.localStorage.setItem("accessToken", "a.b.c");
    expect(hasUsableToken()).toBe(true);
  });

  it("clears only the access token, or the whole session", () => {
    saveSession({ accessToken: "tok", userId: "u1" });
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
    expect(getUserId()).toBe("u1");
    clearSession();
    expect(getUserId()).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it("tells subscribers when the token changes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    setAccessToken("tok");
    clearAccessToken();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setAccessToken("again");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
