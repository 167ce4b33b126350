import { MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import { initialSignInView, type SignInAction, type SignInView, signInReducer } from "./sign-in-reducer";

const identity = { idToken: "id-token", nonce: "nonce" };

function run(view: SignInView, ...actions: SignInAction[]): SignInView {
  return actions.reduce(signInReducer, view);
}

describe("sign-in reducer", () => {
  it("waits while the popup is open, then is busy while the identity is checked", () => {
    const waiting = run(initialSignInView, { type: "start" }, { type: "popupOpened" });
    expect(waiting).toEqual({ waiting: true, busy: false, error: null, identity: null });
    expect(signInReducer(waiting, { type: "verifying" })).toEqual({
      waiting: false,
      busy: true,
      error: null,
      identity: null,
    });
  });

  it("hands a new member's identity to the onboarding", () => {
    expect(
      run(initialSignInView, { type: "popupOpened" }, { type: "verifying" }, { type: "newMember", identity }),
    ).toEqual({ waiting: false, busy: false, error: null, identity });
  });

  it("a failure stops waiting and being busy and says why; a new attempt forgets it", () => {
    const failed = run(
      initialSignInView,
      { type: "popupOpened" },
      { type: "verifying" },
      {
        type: "failed",
        error: MESSAGES.signInFailed,
      },
    );
    expect(failed).toEqual({ waiting: false, busy: false, error: MESSAGES.signInFailed, identity: null });
    expect(signInReducer(failed, { type: "start" }).error).toBeNull();
    expect(
      run(initialSignInView, { type: "start" }, { type: "failed", error: MESSAGES.popupBlocked }),
    ).toEqual({
      waiting: false,
      busy: false,
      error: MESSAGES.popupBlocked,
      identity: null,
    });
  });

  it("a new attempt while a popup is open keeps waiting until its own popup opens or fails", () => {
    const again = run(initialSignInView, { type: "popupOpened" }, { type: "start" });
    expect(again.waiting).toBe(true);
    expect(signInReducer(again, { type: "popupOpened" }).waiting).toBe(true);
    expect(signInReducer(again, { type: "failed", error: MESSAGES.popupClosed }).waiting).toBe(false);
  });
});
