import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, shouldRetry } from "./query-client";

describe("query client", () => {
  it("does not retry client errors or auth problems", () => {
    expect(shouldRetry(0, new ApiError("We could not find that.", { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError("Only admins can do that.", { status: 403 }))).toBe(false);
    expect(shouldRetry(0, new ApiError("jwt expired", { status: 500 }))).toBe(false);
  });

  it("retries server and network failures twice", () => {
    const error = new ApiError("Network error. Please check your connection.");
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(0, new ApiError("boom", { status: 503 }))).toBe(true);
  });

  it("reports jwt and access failures to the auth handler, and nothing else", async () => {
    const onAuthError = vi.fn();
    const client = createQueryClient({ onAuthError });
    client.setDefaultOptions({ queries: { retry: false } });
    await expect(
      client.fetchQuery({
        queryKey: ["a"],
        queryFn: () => Promise.reject(new ApiError("Access token is missing.")),
      }),
    ).rejects.toThrow();
    await expect(
      client.fetchQuery({
        queryKey: ["b"],
        queryFn: () => Promise.reject(new ApiError("We could not find that.")),
      }),
    ).rejects.toThrow();
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });
});
