import type { DirectMessage, GroupMessage } from "@shared/contracts/chat";
import type { RouteObject } from "react-router";
import { vi } from "vitest";
import { saveSession } from "../../../../lib/token-storage";
import { jsonResponse, renderRoutes } from "../../../../test/render";
import { DirectChatPage } from "../../pages/direct-chat-page";
import { GroupChatPage } from "../../pages/group-chat-page";

// Test helpers of the chat thread screens (tests only).

export const ME = "me";

export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, message, data });
export const refused = (status: number, message: string) => jsonResponse(status, { success: false, message });
/** A fetch answer that never arrives (the loading state). */
export const never = () => new Promise<Response>(() => {});

export type Call = { method: string; path: string; query: string; body: unknown };
type Answer = Response | ((call: Call) => Response | Promise<Response>);

/**
 * Stubs fetch with answers keyed "METHOD /api/path" (the query string is ignored, so the 3-second
 * catch-up polls get the same answer). Unknown calls answer 404. Returns the calls made, in order.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname, query: url.search, body };
      calls.push(call);
      const answer = answers[`${method} ${url.pathname}`];
      if (!answer) return refused(404, "There is no such API endpoint.");
      return typeof answer === "function" ? answer(call) : answer.clone();
    }),
  );
  return calls;
}

export function signIn(userId = ME) {
  saveSession({ accessToken: "tok", userId });
}

export function direct(id: string, senderId: string, content: string, createdAt: string): DirectMessage {
  return { _id: id, senderId, recipientId: senderId === ME ? "u2" : ME, content, createdAt };
}

const PEOPLE: Record<string, { name: string; avatar: string | null }> = {
  [ME]: { name: "Aarav Sharma", avatar: null },
  host1: { name: "Meera Nair", avatar: null },
  s1: { name: "Ananya Reddy", avatar: null },
};

export function group(id: string, senderId: string, content: string, createdAt: string): GroupMessage {
  const person = PEOPLE[senderId] ?? { name: senderId, avatar: null };
  return { _id: id, senderId: { _id: senderId, ...person }, content, createdAt };
}

const placeholder = (text: string): RouteObject["element"] => <h1>{text}</h1>;

const routes: RouteObject[] = [
  { path: "/chats/user/:userId", element: <DirectChatPage /> },
  { path: "/chats/group/:groupId/:eventId", element: <GroupChatPage /> },
  { path: "/chat", element: placeholder("Chat list") },
  { path: "/people/detail/:userId", element: placeholder("Person screen") },
  { path: "/event/:eventId", element: placeholder("Event screen") },
];

export function renderThread(path: string) {
  return renderRoutes(routes, path);
}
