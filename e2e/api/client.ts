import { type APIRequestContext, expect } from "@playwright/test";
import type { z } from "zod";

/** Who calls: a signed-in member's access token (the fixtures' Member carries one). */
export type Caller = { accessToken: string };

export const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.accessToken}` });

type Call = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  as?: Caller;
  data?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  status?: number;
};

// Every setup call goes through here: it fails on an unexpected status with the server's answer,
// and parses the body with the shared contract, so a fixture breaks as soon as the API shape drifts.
export async function callApi<T extends z.ZodType>(
  request: APIRequestContext,
  call: Call,
  schema: T,
): Promise<z.infer<T>> {
  const res = await request.fetch(call.path, {
    method: call.method,
    headers: call.as ? bearer(call.as) : {},
    ...(call.data === undefined ? {} : { data: call.data }),
    ...(call.multipart ? { multipart: call.multipart } : {}),
  });
  expect(res.status(), `${call.method} ${call.path}: ${await res.text()}`).toBe(call.status ?? 200);
  return schema.parse(await res.json());
}
