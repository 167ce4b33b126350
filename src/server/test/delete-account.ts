import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

// A member deletes their own account as the profile's form does (typing DELETE), on `app`: any
// instance, for the tests that watch the deletion reach the others.
export async function deleteAccount(app: FastifyInstance, who: { headers: Record<string, string> }) {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/me/delete",
    headers: who.headers,
    payload: { confirmation: "DELETE" },
  });
  expect(res.statusCode, res.body).toBe(200);
}
