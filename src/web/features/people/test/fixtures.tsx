import type { PersonCard } from "@shared/contracts/people";
import type { RouteObject } from "react-router";
import type { vi } from "vitest";
import { saveSession } from "../../../lib/token-storage";
import { jsonResponse, renderRoutes } from "../../../test/render";
import type { MatchedUser } from "../api";
import { PeoplePage, PersonDetailPage } from "../people-pages";

export const VIEWER_ID = "me";

export function makeCard(overrides: Partial<PersonCard> = {}): PersonCard {
  return {
    _id: "u2",
    name: "Diya Sharma",
    avatar: "/uploads/diya.webp",
    gender: "female",
    location: "Pune, India",
    matchPercentage: 87,
    whyYouMatch: "You both love Sunday café crawls and Live Gigs & Music Jams",
    ...overrides,
  };
}

export function makeMatchedUser(overrides: Partial<MatchedUser> = {}): MatchedUser {
  return {
    _id: "u2",
    name: "Diya Sharma",
    username: "diya",
    avatar: "/uploads/diya.webp",
    gender: "female",
    currentLocation: { city: "Pune", country: "India" },
    location: "Pune, India",
    createdAt: "2026-01-01T00:00:00.000Z",
    role: "member",
    isBanned: false,
    trustVerification: true,
    hostRating: 4.5,
    socialLinks: { instagram: "https://instagram.com/diya", linkedin: "javascript:alert(1)" },
    profileImages: ["/uploads/p1.webp", "/uploads/p2.webp", "/uploads/p3.webp"],
    scenePreferences: ["Live Gigs & Music Jams", "Food Trails & Cafe Hopping"],
    idealScenes: ["Sunday café crawl", "Open mic at a brewery"],
    sceneEnergy: "Balanced and Flexible",
    vibe: "I can vibe with almost anyone",
    spontaneityComfort: "Okay figuring it out",
    scenePurpose: ["Make like-minded friends"],
    profileDetails: {},
    eventsHosted: [
      {
        _id: "e1",
        name: "Sunday café crawl in Koregaon Park",
        image: null,
        fromDate: "2027-01-05",
        toDate: "2027-01-05",
        location: "Pune, Maharashtra",
      },
    ],
    eventsAttended: [],
    matchPercentage: 87,
    whyYouMatch: "You both love Sunday café crawls and Live Gigs & Music Jams",
    ...overrides,
  };
}

/** What one route answers: a status and an envelope, a thrown network error, or never. */
export type Answer =
  | { status: number; body: unknown }
  | "network"
  | "pending"
  | ((call: Call) => Answer | Promise<Answer>);

export type Call = { method: string; url: string; body: unknown; token: string | null };

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { success: true, data, ...extra },
});
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

/**
 * Stubs fetch with a table of "METHOD /api/path" → answer. Every call is recorded; unknown calls
 * answer 404 "There is no such API endpoint.".
 */
export function stubRoutes(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, table: Record<string, Answer>) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const auth = new Headers(init?.headers).get("Authorization");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, url, body, token: auth?.replace(/^Bearer /, "") ?? null };
    calls.push(call);
    let answer = table[`${method} ${url}`] ?? fail(404, "There is no such API endpoint.");
    while (typeof answer === "function") answer = await answer(call);
    if (answer === "network") throw new TypeError("Failed to fetch");
    if (answer === "pending") return new Promise<Response>(() => {});
    return jsonResponse(answer.status, answer.body);
  });
  return calls;
}

const routes: RouteObject[] = [
  { path: "/signin", element: <h1>Sign-in screen</h1> },
  { path: "/people", element: <PeoplePage /> },
  { path: "/people/detail/:userId", element: <PersonDetailPage /> },
  { path: "/event/:eventId", element: <h1>Event screen</h1> },
  { path: "/chats/user/:userId", element: <h1>Chat screen</h1> },
];

export function signIn(userId = VIEWER_ID) {
  saveSession({ accessToken: "tok", userId });
}

export function renderPeople(path: string) {
  return renderRoutes(routes, path);
}
