import { MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import {
  continueDecision,
  initialOnboardingState,
  type OnboardingAction,
  type OnboardingState,
  onboardingReducer,
  phoneDigits,
  submissionProblem,
} from "./onboarding-reducer";

const png = (name = "me.png", size = 1000, type = "image/png") =>
  new File([new Uint8Array(size)], name, { type });

function run(state: OnboardingState, ...actions: OnboardingAction[]): OnboardingState {
  return actions.reduce(onboardingReducer, state);
}

const QUIZ_ANSWERS: OnboardingAction[] = [
  { type: "toggle", field: "scenePreferences", value: "Chai & Conversations" },
  { type: "toggle", field: "idealScenes", value: "Chill game night" },
  { type: "choose", field: "sceneEnergy", value: "Chill and Slow" },
  { type: "choose", field: "vibe", value: "I can vibe with almost anyone" },
  { type: "choose", field: "spontaneityComfort", value: "Need clear plans" },
  { type: "toggle", field: "scenePurpose", value: "Host my own plans" },
];

/** A draft that passes every step, with the trust choice still open. */
function completeUntilTrust(): OnboardingState {
  return run(
    initialOnboardingState("Asha"),
    { type: "edit", field: "mobileNo", value: "9876543210" },
    { type: "next" },
    { type: "edit", field: "city", value: "Pune" },
    { type: "edit", field: "dateOfBirth", value: "1995-04-02" },
    { type: "choose", field: "gender", value: "female" },
    { type: "pickAvatar", file: png() },
    { type: "next" },
    // The quiz: one answer a step, each followed by Continue.
    ...QUIZ_ANSWERS.flatMap((answer): OnboardingAction[] => [answer, { type: "next" }]),
  );
}

describe("onboarding reducer", () => {
  it("starts at step 0 with India as the country and the name from the identity", () => {
    const state = initialOnboardingState("Asha Rao");
    expect(state.step).toBe(0);
    expect(state.draft.country).toBe("India");
    expect(state.draft.name).toBe("Asha Rao");
    expect(state.error).toBeNull();
    expect(state.busy).toBe(false);
  });

  it("keeps digits only in the phone number, at most 10", () => {
    expect(phoneDigits("98a76-54 321")).toBe("987654321");
    expect(phoneDigits("+91 98765 43210")).toBe("9876543210");
    expect(phoneDigits("098765 43210")).toBe("9876543210");
    expect(phoneDigits("123456789012345")).toBe("1234567890");
    const state = run(initialOnboardingState(), { type: "edit", field: "mobileNo", value: "abc12" });
    expect(state.draft.mobileNo).toBe("12");
  });

  it("moves forward only when the step validates", () => {
    let state = run(initialOnboardingState(), { type: "next" });
    expect(state).toMatchObject({ step: 0, error: MESSAGES.phoneRequired });
    state = run(state, { type: "edit", field: "mobileNo", value: "12345" }, { type: "next" });
    expect(state).toMatchObject({ step: 0, error: MESSAGES.phoneLength });
    state = run(state, { type: "edit", field: "mobileNo", value: "1234567890" });
    expect(state.error).toBeNull();
    state = run(state, { type: "next" });
    expect(state).toMatchObject({ step: 1, error: null });
  });

  it("reaches the trust step when every answer is given", () => {
    const state = completeUntilTrust();
    expect(state).toMatchObject({ step: 8, error: null });
  });

  it("goes one step back and clears the error, never below step 0", () => {
    let state = completeUntilTrust();
    state = run(state, { type: "next" });
    expect(state.error).toBe(MESSAGES.trustRequired);
    state = run(state, { type: "back" });
    expect(state).toMatchObject({ step: 7, error: null });
    state = run(initialOnboardingState(), { type: "back" });
    expect(state.step).toBe(0);
  });

  it("refuses a selection beyond the maximum with the SPEC's message", () => {
    let state = run(
      initialOnboardingState(),
      { type: "toggle", field: "scenePurpose", value: "Host my own plans" },
      { type: "toggle", field: "scenePurpose", value: "Make like-minded friends" },
      { type: "toggle", field: "scenePurpose", value: "Relax & recharge with people" },
    );
    expect(state.draft.scenePurpose).toEqual(["Host my own plans", "Make like-minded friends"]);
    expect(state.error).toBe(MESSAGES.maxSelectionsReached(2));
    state = run(state, { type: "toggle", field: "scenePurpose", value: "Host my own plans" });
    expect(state.draft.scenePurpose).toEqual(["Make like-minded friends"]);
    expect(state.error).toBeNull();
  });

  it("checks the avatar's type and size when it is picked", () => {
    const start = initialOnboardingState();
    expect(run(start, { type: "pickAvatar", file: png("a.gif", 10, "image/gif") }).error).toBe(
      MESSAGES.avatarType,
    );
    expect(run(start, { type: "pickAvatar", file: png("a.txt", 10, "text/plain") }).avatar).toBeNull();
    expect(run(start, { type: "pickAvatar", file: png("big.png", 5 * 1024 * 1024) }).error).toBe(
      MESSAGES.avatarSize,
    );
    const ok = run(start, { type: "pickAvatar", file: png("ok.webp", 10, "image/webp") });
    expect(ok.avatar?.name).toBe("ok.webp");
    expect(ok.draft.hasAvatar).toBe(true);
    // A type the browser did not name is read from the extension.
    expect(run(start, { type: "pickAvatar", file: png("photo.JPG", 10, "") }).avatar?.name).toBe("photo.JPG");
  });

  it("checks extra pictures and keeps at most 6", () => {
    const start = initialOnboardingState();
    let state = run(start, {
      type: "addImages",
      files: [png("notes.pdf", 10, "application/pdf"), png("a.png")],
    });
    expect(state.error).toBe(MESSAGES.notAnImage("notes.pdf"));
    expect(state.profileImages.map((f) => f.name)).toEqual(["a.png"]);
    state = run(start, { type: "addImages", files: [png("huge.jpg", 5 * 1024 * 1024 + 1, "image/jpeg")] });
    expect(state.error).toBe(MESSAGES.imageTooLarge("huge.jpg"));
    expect(state.profileImages).toHaveLength(0);
    state = run(start, { type: "addImages", files: Array.from({ length: 7 }, (_, i) => png(`${i}.png`)) });
    expect(state.error).toBe(MESSAGES.maxSelectionsAllowed(6));
    expect(state.profileImages).toHaveLength(6);
    state = run(state, { type: "removeImage", index: 0 });
    expect(state.profileImages.map((f) => f.name)).toEqual(["1.png", "2.png", "3.png", "4.png", "5.png"]);
    expect(state.error).toBeNull();
  });

  it("goes to step 9 on yes and asks for the submission on no", () => {
    const atTrust = completeUntilTrust();
    const yes = run(atTrust, { type: "chooseTrust", value: true });
    expect(yes).toMatchObject({ step: 9, error: null });
    expect(yes.draft.trustVerification).toBe(true);
    const no = run(atTrust, { type: "chooseTrust", value: false });
    expect(no.step).toBe(8);
    expect(continueDecision(no)).toEqual({ kind: "submit" });
    expect(continueDecision(atTrust)).toEqual({ kind: "error", message: MESSAGES.trustRequired });
    // Back at step 8 after a yes, Continue moves on again.
    expect(continueDecision(run(yes, { type: "back" }))).toEqual({ kind: "advance" });
  });

  it("submits from step 9 once a social handle is given", () => {
    let state = run(completeUntilTrust(), { type: "chooseTrust", value: true });
    expect(continueDecision(state)).toEqual({ kind: "error", message: MESSAGES.socialRequired });
    state = run(state, { type: "editSocial", network: "x", value: " x.com/asha " });
    expect(continueDecision(state)).toEqual({ kind: "submit" });
    expect(run(state, { type: "next" }).step).toBe(9);
  });

  it("needs an avatar for the submission", () => {
    const state = completeUntilTrust();
    expect(submissionProblem({ ...state, avatar: null })).toBe(MESSAGES.avatarRequired);
    expect(submissionProblem(run(state, { type: "chooseTrust", value: false }))).toBeNull();
  });

  it("ignores edits while the registration is being sent, until it fails", () => {
    let state = run(completeUntilTrust(), { type: "chooseTrust", value: false }, { type: "submitting" });
    expect(state.busy).toBe(true);
    state = run(state, { type: "back" }, { type: "edit", field: "name", value: "X" });
    expect(state.step).toBe(8);
    expect(state.draft.name).toBe("Asha");
    state = run(state, { type: "failed", error: MESSAGES.registrationFailed });
    expect(state).toMatchObject({ busy: false, error: MESSAGES.registrationFailed });
  });
});
