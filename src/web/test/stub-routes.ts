import type { vi } from "vitest";
import { jsonResponse } from "./render";

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
