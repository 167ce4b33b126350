import type { DirectMessage, GroupMessage } from "@shared/contracts/chat";
import type { RouteObject } from "react-router";
import { saveSession } from "../../../../lib/token-storage";
import { answer, recordCalls } from "../../../../test/api-stub";
import { renderRoutes } from "../../../../test/render";
import { DirectChatPage } from "../../pages/direct-chat-page";
import { GroupChatPage } from "../../pages/group-chat-page";

// Test helpers of the chat thread screens (tests only).

export const ME = "me";

/**
 * Answers the endpoints keyed "METHOD /api/path" (a key without a query answers every query, so the
 * 3-second catch-up polls get the same answer). Unknown calls answer 404. Returns the calls, in order.
 */
export function stubApi(answers: Parameters<typeof answer>[0]) {
  const calls = recordCalls();
  answer(answers);
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
