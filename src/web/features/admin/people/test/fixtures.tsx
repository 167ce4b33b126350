import type { RouteObject } from "react-router";
import { renderRoutes } from "../../../../test/render";
import { FlagDetailPage } from "../../pages/flag-detail-page";
import { FlagsPage } from "../../pages/flags-page";
import { MatchPairPage } from "../../pages/match-pair-page";
import { MatchmakingPage } from "../../pages/matchmaking-page";
import { UserMatchesPage } from "../../pages/user-matches-page";
import { AdminUserProfilePage } from "../../pages/user-profile-page";
import { AdminUsersPage } from "../../pages/users-page";
import type {
  AdminUserCard,
  AdminUserProfile,
  Flag,
  FlaggedUser,
  MemberAnswers,
  PairCommon,
  ScoredPerson,
} from "../api";

export function makeUserCard(overrides: Partial<AdminUserCard> = {}): AdminUserCard {
  return {
    _id: "u1",
    name: "Kabir Mehta",
    avatar: "/uploads/kabir.webp",
    gender: "male",
    location: "Mumbai, India",
    role: "member",
    isBanned: false,
    flagCount: 0,
    ...overrides,
  };
}

export function makeFlag(overrides: Partial<Flag> = {}): Flag {
  return {
    _id: "f1",
    reason: "Asked for my phone number again and again.",
    createdAt: "2026-11-20T10:00:00.000Z",
    reportedBy: { _id: "u5", name: "Diya Iyer", avatar: "/uploads/diya.webp" },
    ...overrides,
  };
}

export function makeFlaggedUser(overrides: Partial<FlaggedUser> = {}): FlaggedUser {
  const flags = overrides.flags ?? [makeFlag()];
  return {
    _id: "u1",
    name: "Kabir Mehta",
    avatar: "/uploads/kabir.webp",
    gender: "male",
    location: "Mumbai, India",
    isBanned: false,
    flagCount: flags.length,
    flags,
    ...overrides,
  };
}

export function makeScored(overrides: Partial<ScoredPerson> = {}): ScoredPerson {
  return {
    _id: "u2",
    name: "Ishita Banerjee",
    avatar: "/uploads/ishita.webp",
    gender: "female",
    location: "Pune, India",
    matchPercentage: 71,
    compatibility: 71,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<AdminUserProfile> = {}): AdminUserProfile {
  return {
    _id: "u1",
    name: "Kabir Mehta",
    username: "kabir",
    avatar: "/uploads/kabir.webp",
    gender: "male",
    currentLocation: { city: "Mumbai", country: "India" },
    location: "Mumbai, India",
    mobileNo: "9845015838",
    dateOfBirth: "1992-03-03",
    email: "kabir@demo.meetup",
    createdAt: "2026-01-10T08:00:00.000Z",
    role: "member",
    isBanned: false,
    trustVerification: true,
    hostRating: null,
    socialLinks: {},
    profileImages: ["/uploads/kabir-2.webp"],
    scenePreferences: ["Party & Nightlife", "Live Gigs & Music Jams"],
    idealScenes: ["Open mic at a brewery"],
    sceneEnergy: "High-Energy and On-the-Move",
    vibe: "Opposites attract – I enjoy contrast",
    spontaneityComfort: "Love last-minute adventures",
    scenePurpose: ["Host my own plans"],
    profileDetails: { alwaysPack: "A power bank", idealEvening: "Live jazz and street food" },
    eventsHosted: [
      {
        _id: "e1",
        name: "Rishikesh riverside camping",
        image: null,
        fromDate: "2026-12-18",
        toDate: "2026-12-19",
        location: "Rishikesh, Uttarakhand",
      },
    ],
    eventsAttended: [],
    flags: [],
    flagCount: 0,
    matches: [
      makeScored(),
      makeScored({ _id: "u3", name: "Diya Iyer", location: "Chennai, India", compatibility: 58 }),
    ],
    ...overrides,
  };
}

export function makeAnswers(overrides: Partial<MemberAnswers> = {}): MemberAnswers {
  return {
    _id: "u1",
    name: "Kabir Mehta",
    avatar: "/uploads/kabir.webp",
    gender: "male",
    location: "Mumbai, India",
    scenePreferences: ["Party & Nightlife", "Live Gigs & Music Jams"],
    idealScenes: ["Open mic at a brewery", "Sunset rooftop jam"],
    sceneEnergy: "High-Energy and On-the-Move",
    vibe: "Opposites attract – I enjoy contrast",
    spontaneityComfort: "Love last-minute adventures",
    scenePurpose: ["Host my own plans"],
    profileDetails: { travelSoundtrack: "Prateek Kuhad" },
    ...overrides,
  };
}

export function makeCommon(overrides: Partial<PairCommon> = {}): PairCommon {
  return {
    commonIdealScenes: ["Open mic at a brewery"],
    user1Details: makeAnswers(),
    user2Details: makeAnswers({
      _id: "u2",
      name: "Ishita Banerjee",
      location: "Pune, India",
      gender: "female",
      idealScenes: ["Open mic at a brewery", "Sunday café crawl"],
      sceneEnergy: "Balanced and Flexible",
      profileDetails: {},
    }),
    ...overrides,
  };
}

const routes: RouteObject[] = [
  { path: "/admin", element: <AdminUsersPage /> },
  { path: "/admin/people", element: <MatchmakingPage /> },
  { path: "/admin/user/profile/:id", element: <AdminUserProfilePage /> },
  { path: "/admin/people/match/:id", element: <UserMatchesPage /> },
  { path: "/admin/match/:id1/:id2", element: <MatchPairPage /> },
  { path: "/admin/flag", element: <FlagsPage /> },
  { path: "/admin/flag/:id", element: <FlagDetailPage /> },
  { path: "/event/:id", element: <h1>Event screen</h1> },
];

export function renderAdminPeople(path: string) {
  return renderRoutes(routes, path);
}
