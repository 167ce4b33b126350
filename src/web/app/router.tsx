import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { nextTask } from "../lib/next-task";
import { RequireAuth } from "./guards/require-auth";
import { RootFallback, RootRoute } from "./root-route";
import { RouteError } from "./route-error";

// SPEC 2 "Screens and routes". Each feature's pages load on first use as one chunk per feature
// (every route of a feature imports the same pages module); the admin area is a chunk of its own.

type Pages = Record<string, unknown>;

// A screen's code is asked for in a task of its own: the first one is asked for while the router is
// made, and the module preloads the request appends cost a phone's main thread several milliseconds
// each, which would otherwise lengthen that task.
function page<M extends Pages>(load: () => Promise<M>, name: keyof M & string): RouteObject["lazy"] {
  return async () => {
    await nextTask();
    return { Component: (await load())[name] as ComponentType };
  };
}

const auth = () => import("../features/auth/auth-pages");
const home = () => import("../features/home/home-pages");
const events = () => import("../features/events/events-pages");
const people = () => import("../features/people/people-pages");
const listings = () => import("../features/listings/listings-pages");
const chat = () => import("../features/chat/chat-pages");
const profile = () => import("../features/profile/profile-pages");
const admin = () => import("../features/admin/admin-pages");
const share = () => import("../features/share/share-pages");
// The role check and the admin layout load with the admin area, not with every member screen; the
// member layout (navigation, notifications, the realtime socket) with the first member screen, so
// that /signin loads neither.
const adminShell = () => import("./admin-shell");
const memberLayout = () => import("./layout/member-layout");

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      { path: "signin", lazy: page(auth, "SignInPage") },
      // A trusted contact's page: no account, outside the signed-in guard (ADR 0024).
      { path: "share/:token", lazy: page(share, "SharedExperiencePage") },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(memberLayout, "MemberLayout"),
            children: [
              { index: true, lazy: page(home, "HomePage") },
              { path: "events", lazy: page(events, "EventsPage") },
              { path: "event/:eventId", lazy: page(events, "EventDetailPage") },
              { path: "people", lazy: page(people, "PeoplePage") },
              { path: "people/detail/:userId", lazy: page(people, "PersonDetailPage") },
              { path: "listing", lazy: page(listings, "ListingsPage") },
              { path: "listing/input", lazy: page(listings, "CreateListingPage") },
              { path: "listing/upcoming/detail/:id", lazy: page(listings, "UpcomingDetailPage") },
              { path: "listing/myevent/detail/:id", lazy: page(listings, "MyEventDetailPage") },
              { path: "listing/myevent/detail/:id/attendance", lazy: page(listings, "MarkAttendancePage") },
              { path: "request/:event/:id", lazy: page(listings, "RequestReviewPage") },
              { path: "chat", lazy: page(chat, "ChatPage") },
              { path: "chats/user/:userId", lazy: page(chat, "DirectChatPage") },
              { path: "chats/group/:groupId/:eventId", lazy: page(chat, "GroupChatPage") },
              { path: "profile", lazy: page(profile, "ProfilePage") },
              { path: "profile/detail", lazy: page(profile, "AccountDetailsPage") },
              { path: "profile/detail/about", lazy: page(profile, "AboutPage") },
              { path: "profile/detail/preference", lazy: page(profile, "PreferencesPage") },
              { path: "profile/detail/matching", lazy: page(profile, "MatchingPage") },
              { path: "profile/detail/trust", lazy: page(profile, "TrustPage") },
              { path: "profile/notifications", lazy: page(profile, "NotificationsPage") },
              { path: "profile/experience", lazy: page(profile, "ExperiencePage") },
              { path: "profile/companions", lazy: page(profile, "CompanionsPage") },
              { path: "profile/listing", lazy: page(profile, "HostedListingsPage") },
              { path: "check", lazy: page(home, "CheckPage") },
            ],
          },
          {
            path: "admin",
            lazy: page(adminShell, "AdminShell"),
            children: [
              { index: true, lazy: page(admin, "AdminUsersPage") },
              { path: "people", lazy: page(admin, "MatchmakingPage") },
              { path: "user/profile/:id", lazy: page(admin, "AdminUserProfilePage") },
              { path: "people/match/:id", lazy: page(admin, "UserMatchesPage") },
              { path: "match/:id1/:id2", lazy: page(admin, "MatchPairPage") },
              { path: "event", lazy: page(admin, "AdminEventsPage") },
              { path: "event/:id", lazy: page(admin, "AdminEventReviewPage") },
              { path: "flag", lazy: page(admin, "FlagsPage") },
              { path: "flag/:id", lazy: page(admin, "FlagDetailPage") },
              { path: "attendance", lazy: page(admin, "AttendanceContestsPage") },
              { path: "jobs", lazy: page(admin, "FailedJobsPage") },
            ],
          },
        ],
      },
      { path: "*", lazy: page(home, "NotFoundPage") },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
