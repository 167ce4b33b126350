import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, isValidElement, lazy, useState } from "react";
import { type Location, Navigate, type RouteObject } from "react-router";
import { activeLanguage, loadCatalogue, type Namespace } from "../lib/i18n";
import { nextTask } from "../lib/next-task";
import { hasUsableToken } from "../lib/token-storage";
import { RequireAuth } from "./guards/require-auth";
import { RootRoute } from "./root-route";
import { matchesAt } from "./route-matches";

// SPEC 2 "Screens and routes". Each feature's pages load on first use as one chunk per feature
// (every route of a feature imports the same pages module); the admin area is a chunk of its own.

type Pages = Record<string, unknown>;
/** Where a navigation goes: the route's parameters and the address's query string. */
type Destination = { params: Record<string, string | undefined>; search: string };
/** A screen's first read, started beside its code (a feature's first-reads.ts). */
type FirstRead = (queryClient: QueryClient, to: Destination) => Promise<void>;
type ScreenHandle = { preload: () => Promise<unknown>; read?: FirstRead };

/**
 * A route's screen, loaded on first use. Its code is asked for in a task of its own: the module
 * preloads a request appends cost a phone's main thread several milliseconds each, which would
 * otherwise lengthen the task that starts the navigation. The handle lets a navigation ask for
 * every screen it will show at once (the layout and the page), rather than one after the other.
 * `words` names the catalogues the screen reads (lib/i18n): each is fetched in the active language
 * beside the code, not after it, and the screen renders once both are there.
 */
function page<M extends Pages>(
  load: () => Promise<M>,
  name: keyof M & string,
  words: Namespace[] = [],
  read?: FirstRead,
) {
  let loading: Promise<M> | null = null;
  const preload = () => {
    const catalogues = Promise.all(words.map((namespace) => loadCatalogue(activeLanguage(), namespace)));
    loading ??= nextTask()
      .then(load)
      .catch((error: unknown) => {
        loading = null; // Asked again on the next navigation: the network may be back.
        throw error;
      });
    return Promise.all([loading, catalogues]).then(([pages]) => pages);
  };
  // Once its code and words are here, the screen renders at once. As a lazy component it would
  // suspend on its first render all the same, show the fallback, and React holds a screen back for up
  // to 300 ms after a fallback was shown: on a member's cold visit to an experience's page the main
  // thread waited 250 ms with the page ready (issue 41). Each mounted screen keeps the kind it began
  // with, so a screen on show is never mounted again.
  let ready: ComponentType | null = null;
  const preloadReady = () =>
    preload().then((pages) => {
      ready ??= pages[name] as ComponentType;
      return pages;
    });
  const Lazy = lazy(async () => ({ default: (await preloadReady())[name] as ComponentType }));
  const screen: LoadableScreen = { loaded: () => ready, Lazy };
  // A key of its own: two routes' screens in one place are two components, as two lazy ones were.
  screens += 1;
  return {
    element: <RouteScreen key={`screen-${screens}`} screen={screen} />,
    handle: { preload: preloadReady, read } satisfies ScreenHandle,
  };
}

let screens = 0;
type LoadableScreen = { loaded: () => ComponentType | null; Lazy: ComponentType };

/** A route's screen: itself when its code is here as it mounts, else its lazy twin (page()). */
function RouteScreen({ screen }: { screen: LoadableScreen }) {
  const [Kind] = useState<ComponentType>(() => screen.loaded() ?? screen.Lazy);
  return <Kind />;
}

const auth = () => import("../features/auth/auth-pages");
const home = () => import("../features/home/home-pages");
const events = () => import("../features/events/events-pages");
// An experience's page loads apart from the list: the link members share opens it first.
const eventDetail = () => import("../features/events/event-detail-pages");
// What /events and an experience's page read first (ADR 0061): a small chunk of its own, since its
// endpoints and filters in the entry added 5 KB to every first visit, /signin's included.
const eventReads = () => import("../features/events/first-reads");
const people = () => import("../features/people/people-pages");
// A person's page loads apart from the list: its photos, answers and dialogs are not the list's.
const person = () => import("../features/people/person-pages");
const listings = () => import("../features/listings/listings-pages");
// The create form (and the schemas it checks against) loads apart from the other listing screens.
const createListing = () => import("../features/listings/create-listing-pages");
const chat = () => import("../features/chat/chat-pages");
// The thread screens load apart from the chat list, so /chat's first visit stays light (issue 28).
const threads = () => import("../features/chat/thread-pages");
// A group's costs load apart from the chat, so its first visit stays as light (issue 28 item 7).
const expenses = () => import("../features/expenses/expenses-pages");
// A group's album too (issue 28 item 1).
const album = () => import("../features/chat/album-pages");
const profile = () => import("../features/profile/profile-pages");
// The phone verification screen (issue 38) loads apart: home's "Verify your phone" card opens it.
const phone = () => import("../features/profile/phone/phone-pages");
// The photo verification screen (issue 38 item 4) too: its camera code loads on that screen only.
const photo = () => import("../features/profile/photo/photo-pages");
// The trusted contact's screen (issue 38 item 7) loads apart, like the phone's.
const help = () => import("../features/help/help-pages");
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
    children: [
      { path: "signin", ...page(auth, "SignInPage", ["signin"]) },
      // A trusted contact's page: no account, outside the signed-in guard (ADR 0024), in the
      // visitor's language. Its loading status and dialog say the shared components' words, which
      // are the shell's.
      { path: "share/:token", ...page(share, "SharedExperiencePage", ["shell", "share"]) },
      {
        element: <RequireAuth />,
        children: [
          {
            // The frame's words (header, navigation, offline strip) come with the frame's code.
            ...page(memberLayout, "MemberLayout", ["shell"]),
            children: [
              // Home lists the weekend's cards in the events area's words (components/event-card-words.ts).
              { index: true, ...page(home, "HomePage", ["home", "events"]) },
              {
                path: "events",
                ...page(events, "EventsPage", ["events"], (client, to) =>
                  eventReads().then((reads) => reads.readEventsList(client, to.search)),
                ),
              },
              {
                path: "event/:eventId",
                ...page(eventDetail, "EventDetailPage", ["event"], (client, to) =>
                  eventReads().then((reads) => reads.readEventDetail(client, to.params.eventId ?? "")),
                ),
              },
              { path: "people", ...page(people, "PeoplePage", ["people", "answers"]) },
              { path: "people/detail/:userId", ...page(person, "PersonDetailPage", ["people", "answers"]) },
              { path: "listing", ...page(listings, "ListingsPage", ["listings"]) },
              { path: "listing/input", ...page(createListing, "CreateListingPage", ["listings"]) },
              { path: "listing/upcoming/detail/:id", ...page(listings, "UpcomingDetailPage", ["listings"]) },
              { path: "listing/myevent/detail/:id", ...page(listings, "MyEventDetailPage", ["listings"]) },
              {
                path: "listing/myevent/detail/:id/attendance",
                ...page(listings, "MarkAttendancePage", ["listings"]),
              },
              { path: "request/:event/:id", ...page(listings, "RequestReviewPage", ["listings", "answers"]) },
              { path: "chat", ...page(chat, "ChatPage", ["chat"]) },
              { path: "chats/user/:userId", ...page(threads, "DirectChatPage", ["thread"]) },
              { path: "chats/group/:groupId/:eventId", ...page(threads, "GroupChatPage", ["thread"]) },
              { path: "chats/group/:groupId/:eventId/costs", ...page(expenses, "CostsPage", ["expenses"]) },
              { path: "chats/group/:groupId/:eventId/album", ...page(album, "AlbumPage", ["thread"]) },
              // "account": the words of the profile's data controls (the copy, the deletion dialog);
              // "answers": a member's quiz answers, on the screens that show them as chips.
              { path: "profile", ...page(profile, "ProfilePage", ["profile", "account"]) },
              { path: "profile/detail", ...page(profile, "AccountDetailsPage", ["account"]) },
              { path: "profile/detail/about", ...page(profile, "AboutPage", ["account"]) },
              {
                path: "profile/detail/preference",
                ...page(profile, "PreferencesPage", ["account", "answers"]),
              },
              { path: "profile/detail/matching", ...page(profile, "MatchingPage", ["account", "answers"]) },
              { path: "profile/detail/trust", ...page(profile, "TrustPage", ["account", "profile"]) },
              { path: "profile/phone", ...page(phone, "PhonePage", ["phone"]) },
              { path: "profile/photo", ...page(photo, "PhotoPage", ["photo"]) },
              { path: "profile/trusted-contact", ...page(help, "TrustedContactPage", ["help"]) },
              {
                path: "profile/notifications",
                ...page(profile, "NotificationsPage", ["account", "notifications"]),
              },
              { path: "profile/experience", ...page(profile, "ExperiencePage", ["account"]) },
              { path: "profile/companions", ...page(profile, "CompanionsPage", ["account"]) },
              { path: "profile/listing", ...page(profile, "HostedListingsPage", ["account"]) },
              { path: "check", ...page(home, "CheckPage", ["home"]) },
            ],
          },
          {
            path: "admin",
            ...page(adminShell, "AdminShell", ["shell"]),
            children: [
              { index: true, ...page(admin, "AdminUsersPage", ["admin"]) },
              { path: "people", ...page(admin, "MatchmakingPage", ["admin"]) },
              {
                path: "user/profile/:id",
                ...page(admin, "AdminUserProfilePage", [
                  "admin",
                  "admin-people",
                  "admin-reports",
                  "account",
                  "answers",
                ]),
              },
              { path: "people/match/:id", ...page(admin, "UserMatchesPage", ["admin", "admin-people"]) },
              {
                path: "match/:id1/:id2",
                ...page(admin, "MatchPairPage", ["admin", "admin-people", "answers"]),
              },
              { path: "event", ...page(admin, "AdminEventsPage", ["admin"]) },
              { path: "event/:id", ...page(admin, "AdminEventReviewPage", ["admin"]) },
              { path: "flag", ...page(admin, "FlagsPage", ["admin", "admin-reports"]) },
              {
                path: "flag/:id",
                ...page(admin, "FlagDetailPage", ["admin", "admin-reports", "admin-people"]),
              },
              { path: "jobs", ...page(admin, "FailedJobsPage", ["admin"]) },
              // The one moderation queue (ADR 0043); the three queues it replaced lead to it, filtered.
              { path: "moderation", ...page(admin, "ModerationPage", ["admin", "admin-reports"]) },
              // Selfies of "Verify your photo" waiting for review (issue 38 item 4, ADR 0044).
              { path: "photo-checks", ...page(admin, "PhotoChecksPage", ["admin-photos"]) },
              { path: "attendance", element: <Navigate replace to="/admin/moderation?subject=attendance" /> },
              { path: "reviews", element: <Navigate replace to="/admin/moderation?subject=review" /> },
              { path: "messages", element: <Navigate replace to="/admin/moderation?subject=message" /> },
            ],
          },
        ],
      },
      { path: "*", ...page(home, "NotFoundPage", ["home"]) },
    ],
  },
];

/**
 * Asks for the code of every screen the location shows (the layouts and the page, together), and,
 * while that code comes over the network, starts the reads of those that name one (signed in).
 * Resolves once those reads have started.
 */
export function preloadScreens(
  location: Pick<Location, "pathname" | "search">,
  queryClient: QueryClient,
): Promise<void> {
  const reads = hasUsableToken() && !codeOnDevice();
  const started: Promise<void>[] = [];
  for (const match of matchesAt(routes, location.pathname)) {
    const handle = match.route.handle as ScreenHandle | undefined;
    void handle?.preload().catch(() => {
      // The screen's own load reports the failure (the route error card).
    });
    const read = reads ? handle?.read : undefined;
    if (read)
      started.push(
        read(queryClient, { params: match.params, search: location.search }).catch(() => {
          // Its code could not be loaded: the screen reads when it renders, as without it.
        }),
      );
  }
  return Promise.all(started).then(() => {});
}

/**
 * Resolves once every screen the location shows has its code and words here, or could not get them
 * (the screen then reports it when it renders). At once for a visitor with no session on a member
 * screen: the guard sends them to sign in, and that screen's code is all they need.
 */
export function screensLoaded(location: Pick<Location, "pathname">): Promise<void> {
  const matches = matchesAt(routes, location.pathname);
  const guarded = matches.some(
    ({ route }) => isValidElement(route.element) && route.element.type === RequireAuth,
  );
  if (guarded && !hasUsableToken()) return Promise.resolve();
  return Promise.all(
    matches.map((match) => (match.route.handle as ScreenHandle | undefined)?.preload().catch(() => {})),
  ).then(() => {});
}

// Whether the service worker serves the app's code from the device (ADR 0061). Then a screen asks
// for its read within a few milliseconds anyway, and a read answered before the screen rendered
// packed the whole list into its first render: /events' blocking time on a phone rose from 66 to
// 186 ms. Without it (a first visit), the code takes a second or more over 4G and the read beside
// it brought the largest image 170 ms sooner.
function codeOnDevice(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.serviceWorker?.controller);
}
