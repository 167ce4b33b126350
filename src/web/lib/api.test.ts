import { LIMITS } from "@shared/limits";
import { API_READS_CACHE, OFFLINE_ANSWER_HEADER } from "@shared/offline-caches";
import { MESSAGES } from "@shared/texts";
import { type Query, QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/render";
import { ApiError, answerMessage, api, isAuthError, refusalMessage } from "./api";
import { fetchedSince, trackFetchStarts } from "./queries/fetch-starts";
import { getAccessToken, saveSession } from "./token-storage";

const fetchMock = vi.fn<typeof fetch>();

/** Every call gets a fresh Response (a body can be read once). */
function answer(response: Response) {
  fetchMock.mockImplementation(async () => response.clone());
}

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error("fetch was not called");
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected the call to fail");
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("api client: requests", () => {
  it("sends the stored token as a bearer token to /api", async () => {
    saveSession({ accessToken: "tok-123", userId: "u1" });
    answer(jsonResponse(200, { success: true, data: { _id: "u1" } }));
    await api.get("/users/u1");
    const { url, init, headers } = lastRequest();
    expect(url).toBe("/api/users/u1");
    expect(init.method).toBe("GET");
    expect(headers.get("Authorization")).toBe("Bearer tok-123");
  });

  it("sends no Authorization header without a usable token", async () => {
    answer(jsonResponse(200, { success: true, data: [] }));
    await api.get("/events");
    expect(lastRequest().headers.has("Authorization")).toBe(false);

    window.localStorage.setItem("accessToken", "undefined");
    await api.get("/events");
    expect(lastRequest().headers.has("Authorization")).toBe(false);
  });

  it("sends JSON bodies as JSON and FormData as multipart", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: null }));
    await api.post("/users/login", { firebaseToken: "id-token" });
    let request = lastRequest();
    expect(request.init.method).toBe("POST");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.init.body).toBe(JSON.stringify({ firebaseToken: "id-token" }));

    const form = new FormData();
    form.append("name", "Asha");
    await api.post("/users/register", form);
    request = lastRequest();
    expect(request.init.body).toBe(form);
    expect(request.headers.has("Content-Type")).toBe(false);

    await api.patch("/events/e1/rsvp", { rsvpStatus: "yes" });
    expect(lastRequest().init.method).toBe("PATCH");
    await api.del("/things/1");
    expect(lastRequest().init.method).toBe("DELETE");
  });
});

describe("api client: answers", () => {
  it("answers the body of the success envelope", async () => {
    answer(
      jsonResponse(200, { success: true, message: "Request sent successfully.", data: { exists: true } }),
    );
    const body = await api.post<{ exists: boolean }>("/users/check-user", { firebaseToken: "x" });
    expect(body.data.exists).toBe(true);
    expect(body.message).toBe("Request sent successfully.");
  });

  it("notes an answer the service worker gave from the device's cache, so the catch-up reads it again", async () => {
    const client = new QueryClient();
    trackFetchStarts(client.getQueryCache());
    const fromCache = jsonResponse(200, { success: true, data: ["days old"] });
    fromCache.headers.set(OFFLINE_ANSWER_HEADER, "1");
    answer(fromCache);
    await client.fetchQuery({ queryKey: ["cached"], queryFn: () => api.get("/events") });
    answer(jsonResponse(200, { success: true, data: ["fresh"] }));
    const before = performance.now();
    await client.fetchQuery({ queryKey: ["fresh"], queryFn: () => api.get("/events") });
    const held = (key: string) => client.getQueryCache().find({ queryKey: [key], exact: true });
    expect(fetchedSince(held("cached") as Query, Number.NEGATIVE_INFINITY)).toBe(false);
    expect(fetchedSince(held("fresh") as Query, before - 1)).toBe(true);
    client.clear();
  });

  it("takes the failure message from the body first", async () => {
    answer(jsonResponse(400, { success: false, message: "Phone number is required" }));
    const error = await failure(api.post("/users/register", {}));
    expect(error.message).toBe("Phone number is required");
    expect(error.status).toBe(400);
  });

  it("keeps the code of the server's sentence beside its English", async () => {
    answer(jsonResponse(409, { success: false, message: "This experience is full.", code: "request.full" }));
    const coded = await failure(api.post("/events/x/join", {}));
    expect(coded.message).toBe("This experience is full.");
    expect(coded.code).toBe("request.full");
    answer(jsonResponse(400, { success: false, message: "Nope" }));
    expect((await failure(api.get("/x"))).code).toBeNull();
  });

  it("treats success: false as a failure even with status 200", async () => {
    answer(jsonResponse(200, { success: false, message: "Nope" }));
    expect((await failure(api.get("/x"))).message).toBe("Nope");
  });

  it("uses the network error text when no answer comes back", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await failure(api.get("/events"));
    expect(error.message).toBe(MESSAGES.networkError);
    expect(error.status).toBeNull();

    fetchMock.mockRejectedValue(new Error("socket hang up"));
    expect((await failure(api.get("/events"))).message).toBe("socket hang up");
  });

  it("falls back to Something went wrong", async () => {
    answer(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect((await failure(api.get("/events"))).message).toBe(MESSAGES.somethingWentWrong);

    answer(jsonResponse(500, { success: false }));
    expect((await failure(api.get("/events"))).message).toBe(MESSAGES.somethingWentWrong);
  });
});

describe("api client: session rule (SPEC 4, 8)", () => {
  it.each(["jwt expired", "Access token is missing. Please sign in.", "Invalid TOKEN", "JWT malformed"])(
    "removes the stored token on %j",
    async (message) => {
      saveSession({ accessToken: "tok", userId: "u1" });
      answer(jsonResponse(401, { success: false, message }));
      await failure(api.get("/users/u1"));
      expect(getAccessToken()).toBeNull();
    },
  );

  it.each(["We could not find that.", "Only admins can do that.", MESSAGES.networkError])(
    "keeps the stored token on %j",
    async (message) => {
      saveSession({ accessToken: "tok", userId: "u1" });
      answer(jsonResponse(404, { success: false, message }));
      await failure(api.get("/events/e1"));
      expect(getAccessToken()).toBe("tok");
    },
  );

  // Issue 25 item 9: a member banned or deleted elsewhere left their reads in the service worker.
  it("empties the service worker's copy of the member's reads when the token is refused, and only then", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) > 0 });
    try {
      saveSession({ accessToken: "tok", userId: "u1" });
      answer(jsonResponse(404, { success: false, message: "We could not find that." }));
      await failure(api.get("/events/e1"));
      expect(deleted).toEqual([]);
      answer(jsonResponse(401, { success: false, message: "Access token is invalid or has expired." }));
      await failure(api.get("/users/u1"));
      await waitFor(() => expect(deleted).toEqual([API_READS_CACHE]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("recognises jwt and access problems as auth errors", () => {
    expect(isAuthError(new ApiError("jwt expired"))).toBe(true);
    expect(isAuthError(new ApiError("Access token is invalid or has expired."))).toBe(true);
    expect(isAuthError(new ApiError("We could not find that."))).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});

describe("api client: timeout", () => {
  function hangingFetch() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
  }

  it("gives up after the default timeout with the timeout message", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = failure(api.get("/events"));
    await vi.advanceTimersByTimeAsync(LIMITS.defaultRequestTimeoutMs);
    const error = await pending;
    expect(error.message).toBe(MESSAGES.timeout);
  });

  it("honours a per-call timeout", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = failure(api.post("/users/login", {}, { timeoutMs: LIMITS.loginTimeoutMs }));
    await vi.advanceTimersByTimeAsync(LIMITS.loginTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe(MESSAGES.timeout);
  });

  it("passes a caller's cancellation through untouched", async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = api.get("/events", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the sentence to show", () => {
  it.each([
    ["a refusal with a sentence", new ApiError("x", { status: 409, body: { message: "Full." } }), "Full."],
    ["a refusal without one", new ApiError("x", { status: 409, body: { message: "  " } }), "Fallback."],
    ["no answer at all", new ApiError("x", { status: null, body: { message: "Full." } }), "Fallback."],
    ["anything else thrown", new Error("Full."), "Fallback."],
  ])("after %s: %s", (_case, error, sentence) => {
    expect(refusalMessage(error, "Fallback.")).toBe(sentence);
  });

  it.each([
    [{ message: "Unblocked." }, "Unblocked."],
    [{ message: " " }, "Fallback."],
    [{}, "Fallback."],
  ])("of an answer %j: %s", (body, sentence) => {
    expect(answerMessage(body, "Fallback.")).toBe(sentence);
  });
});
