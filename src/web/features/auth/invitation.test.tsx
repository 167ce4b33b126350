import { checkUser, login } from "@shared/endpoints/auth";
import { register } from "@shared/endpoints/onboarding";
import { eventPreview } from "@shared/endpoints/share-card";
import { indiaInstant } from "@shared/event-rules";
import { EVENT_NOT_FOUND } from "@shared/texts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../lib/i18n";
import { saveSession } from "../../lib/token-storage";
import { never } from "../../test/api-stub";
import { renderRoutes } from "../../test/render";
import type { Identity } from "./auth-api";
import { initialOnboardingState, type OnboardingState } from "./onboarding/onboarding-reducer";
import { useRegistration } from "./onboarding/use-registration";
import { SignInPage } from "./pages/signin-page";
import {
  attemptOf,
  calledUrls,
  googleButton,
  ok,
  postIdToken,
  refused,
  stubApi,
  stubPopups,
} from "./test/sign-in";

// A link worth sharing (issue 27 item 5): a visitor sent to /signin from an experience's link sees
// which experience they were invited to, and lands on it after signing in or onboarding.

const ID = "3f2b8c1e-9a4d-4c7e-8b21-5d6f7a8b9c0d";
const PREVIEW_PATH = `/events/${ID}/preview`;
const INVITED = `/signin?next=%2Fevent%2F${ID}`;
const PREVIEW = {
  _id: ID,
  name: "Sunrise trek to Sinhagad",
  image: "/images/categories/adventure-treks-1.webp",
  fromDate: indiaInstant("2026-12-12", "05:30").toISOString(),
  toDate: indiaInstant("2026-12-12", "11:00").toISOString(),
  time: "05:30",
  place: "Pune, Maharashtra",
};
// The card's words, as the signin catalogue's English says them.
const INVITED_TO = "You're invited to";
const LOADING_INVITATION = "Loading the experience you were invited to";
const LOGIN = {
  accessToken: "access-1",
  user: { _id: "user-1", name: "Aarav", role: "member" as const, language: "en" as const },
};

function renderAt(path: string, element = <SignInPage />) {
  return renderRoutes(
    [
      { path: "/signin", element },
      { path: "/", element: <h1>Home screen</h1> },
      { path: "/event/:eventId", element: <h1>Event screen</h1> },
    ],
    path,
  );
}

async function renderReady(path: string) {
  const view = renderAt(path);
  await waitFor(() => {
    if (!view.queryClient.getQueryData(["auth", "config"])) throw new Error("configuration not loaded");
  });
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-in screen opened from a shared link", () => {
  it("shows the experience the visitor was invited to: cover, name, days and area", async () => {
    stubApi({ [PREVIEW_PATH]: ok(eventPreview, PREVIEW) });
    renderAt(INVITED);
    const card = await screen.findByRole("region", { name: PREVIEW.name });
    expect(card).toHaveTextContent(INVITED_TO);
    expect(card).toHaveTextContent("Sat 12 Dec · 5:30 AM");
    expect(card).toHaveTextContent("Pune, Maharashtra");
    expect(card.querySelector("img")?.getAttribute("src")).toBe(PREVIEW.image);
    expect(googleButton()).toBeInTheDocument();
  });

  it("shows no card when the link names nothing anyone may see", async () => {
    const calls = stubApi({ [PREVIEW_PATH]: refused(404, EVENT_NOT_FOUND) });
    renderAt(INVITED);
    await waitFor(() => expect(calledUrls(calls)).toContain(`/api${PREVIEW_PATH}`));
    await waitFor(() =>
      expect(screen.queryByRole("status", { name: LOADING_INVITATION })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(INVITED_TO)).not.toBeInTheDocument();
    expect(googleButton()).toBeInTheDocument();
  });

  it("asks for nothing when `next` is not an experience's own address", async () => {
    const calls = stubApi({});
    for (const next of ["/admin", `//evil.example/event/${ID}`, `https://evil.example/event/${ID}`]) {
      const { unmount } = renderAt(`/signin?next=${encodeURIComponent(next)}`);
      expect(googleButton()).toBeInTheDocument();
      expect(screen.queryByText(INVITED_TO)).not.toBeInTheDocument();
      unmount();
    }
    expect(calledUrls(calls).filter((url) => url.includes("/preview"))).toEqual([]);
  });

  it("sends a member who is already signed in straight to the experience", async () => {
    stubApi({ [PREVIEW_PATH]: ok(eventPreview, PREVIEW) });
    saveSession({ accessToken: "tok", userId: "u1" });
    const { router } = renderAt(INVITED);
    expect(await screen.findByRole("heading", { name: "Event screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/event/${ID}`);
  });
});

describe("the sign-in screen opened from a shared link, in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the invitation, its days and its time in Hindi, and keeps the host's words", async () => {
    stubApi({ [PREVIEW_PATH]: ok(eventPreview, PREVIEW) });
    renderAt(INVITED);
    const card = await screen.findByRole("region", { name: PREVIEW.name });
    expect(card).toHaveTextContent("आपको न्योता मिला है");
    expect(card).toHaveTextContent("शनि, 12 दिस॰ · सुबह 5:30");
    expect(card).toHaveTextContent("Pune, Maharashtra");
    expect(card).not.toHaveTextContent(INVITED_TO);
  });

  it("names the card it is loading in Hindi", async () => {
    stubApi({ [PREVIEW_PATH]: never });
    renderAt(INVITED);
    expect(
      await screen.findByRole("status", { name: "न्योते वाला एक्सपीरियंस लोड हो रहा है" }),
    ).toBeInTheDocument();
  });
});

describe("after signing in from a shared link", () => {
  async function signInAt(path: string) {
    stubApi({
      [PREVIEW_PATH]: ok(eventPreview, PREVIEW),
      [checkUser.path]: () => ok(checkUser, { exists: true }),
      [login.path]: () => ok(login, LOGIN),
    });
    const { popups } = stubPopups();
    const view = await renderReady(path);
    await userEvent.click(googleButton());
    postIdToken({ idToken: "id-token-1", state: attemptOf(popups[0]).state });
    return view;
  }

  it("an existing member lands on the experience", async () => {
    const { router } = await signInAt(INVITED);
    expect(await screen.findByRole("heading", { name: "Event screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/event/${ID}`);
  });

  it("goes home for any other `next`: the sign-in screen is no open redirect", async () => {
    const { router } = await signInAt(`/signin?next=${encodeURIComponent(`//evil.example/event/${ID}`)}`);
    expect(await screen.findByRole("heading", { name: "Home screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});

const IDENTITY: Identity = { idToken: "id-token-9", nonce: "nonce-9" };
// Every step answered, as the quiz leaves it at the end.
const complete = (): OnboardingState => {
  const state = initialOnboardingState("Asha Rao");
  return {
    ...state,
    avatar: new File([new Uint8Array(2048)], "me.png", { type: "image/png" }),
    draft: {
      ...state.draft,
      mobileNo: "9876543210",
      city: "Pune",
      dateOfBirth: "1995-04-02",
      gender: "female",
      hasAvatar: true,
      scenePreferences: ["Chai & Conversations"],
      idealScenes: ["Chill game night"],
      sceneEnergy: "Balanced and Flexible",
      vibe: "My kind of people – similar vibes matter",
      spontaneityComfort: "Okay figuring it out",
      scenePurpose: ["Host my own plans"],
      trustVerification: false,
    },
  };
};

// The last step of the quiz, submitted on /signin?next=… (the hook reads where to go from there).
function Finish() {
  const submit = useRegistration(IDENTITY, () => {});
  return (
    <button type="button" onClick={() => void submit(complete())}>
      Finish
    </button>
  );
}

describe("after onboarding from a shared link", () => {
  it("a new member lands on the experience", async () => {
    stubApi({
      [register.path]: () => ok(register, { _id: "user-9", name: "Asha" }, 201),
      [login.path]: () => ok(login, LOGIN),
    });
    const { router } = renderAt(INVITED, <Finish />);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { name: "Event screen" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/event/${ID}`);
  });
});
