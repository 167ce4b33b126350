import type { ChatGroup, Companion, LastMessage, PendingRequest, Unread } from "@shared/contracts/chat";
import type { AppNotification } from "@shared/contracts/notifications";
import type { vi } from "vitest";
import { saveSession } from "../../../../lib/token-storage";
import { jsonResponse } from "../../../../test/render";

// Test data and a fetch stand-in for the chat list and the notification bell.

export type Answer = { status: number; body: unknown } | "pending";
export type Call = { method: string; url: string };

export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

/** Answers "METHOD /api/path" from the table; unknown calls answer 404. Every call is recorded. */
export function stubApi(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  table: Record<string, Answer | (() => Answer)>,
): Call[] {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const call = { method: init?.method ?? "GET", url: String(input) };
    calls.push(call);
    const entry = table[`${call.method} ${call.url}`];
    const answer =
      typeof entry === "function" ? entry() : (entry ?? fail(404, "There is no such API endpoint."));
    if (answer === "pending") return new Promise<Response>(() => {});
    return jsonResponse(answer.status, answer.body);
  });
  return calls;
}

export function signIn() {
  saveSession({ accessToken: "tok", userId: "me" });
}

/** Pretends the screen is `width` px wide for matchMedia's min-width queries. */
export function stubScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

const MINUTES_AGO = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function last(overrides: Partial<LastMessage> = {}): LastMessage {
  return {
    content: "See you there!",
    createdAt: MINUTES_AGO(5),
    fromMe: false,
    senderName: "Diya Iyer",
    ...overrides,
  };
}

export function person(overrides: Partial<Companion> = {}): Companion {
  return {
    _id: "u2",
    name: "Diya Iyer",
    avatar: null,
    location: "Chennai, India",
    lastMessage: last(),
    ...overrides,
  };
}

export function group(overrides: Partial<ChatGroup> = {}): ChatGroup {
  return {
    _id: "g1",
    groupName: "Coorg coffee estate weekend",
    eventId: { _id: "e1", image: "/images/categories/weekend-getaways-1.webp" },
    isHost: false,
    lastMessage: last({ senderName: "Meera Nair", content: "Who is bringing snacks?" }),
    ...overrides,
  };
}

export function pendingRequest(overrides: Partial<PendingRequest> = {}): PendingRequest {
  return {
    _id: "p1",
    event: { _id: "e1", name: "Coorg coffee estate weekend" },
    user: { _id: "u7", name: "Sneha Kulkarni", avatar: null },
    requestStatus: "requested",
    rsvpStatus: "no",
    createdAt: MINUTES_AGO(30),
    ...overrides,
  };
}

export const noUnread: Unread = { total: 0, users: {}, groups: {} };

export function notification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    _id: "n1",
    kind: "request_received",
    text: "Sneha Kulkarni wants to join Coorg coffee estate weekend",
    link: "/request/e1/u7",
    createdAt: MINUTES_AGO(10),
    read: false,
    ...overrides,
  };
}
