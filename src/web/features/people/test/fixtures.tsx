import type { PersonCard } from "@shared/contracts/people";
import type { RouteObject } from "react-router";
import { saveSession } from "../../../lib/token-storage";
import { renderRoutes } from "../../../test/render";
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
