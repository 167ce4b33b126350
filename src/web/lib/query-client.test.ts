import { MESSAGES } from "@shared/texts";
import { MutationObserver, onlineManager } from "@tanstack/react-query";
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

  it("offline, still asks once (the service worker answers with its copy) and refuses a change at once", async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      const read = vi.fn().mockResolvedValue(["the events last loaded"]);
      await expect(client.fetchQuery({ queryKey: ["events"], queryFn: read })).resolves.toEqual([
        "the events last loaded",
      ]);
      expect(read).toHaveBeenCalledTimes(1);

      // Not paused until the signal returns, to go out later behind the member's back.
      const send = vi
        .fn<(text: string) => Promise<void>>()
        .mockRejectedValue(new ApiError(MESSAGES.networkError));
      const observer = new MutationObserver(client, { mutationFn: send });
      await expect(observer.mutate("Running late")).rejects.toThrow(MESSAGES.networkError);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
