import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, type ToastMessage, ToastRegion } from "./toast";

afterEach(() => {
  vi.useRealTimers();
});

function renderToast(toast: ToastMessage) {
  const onDismiss = vi.fn();
  render(<ToastRegion toast={toast} onDismiss={onDismiss} />);
  return onDismiss;
}

describe("ToastRegion", () => {
  it("shows a success politely and lets it go after a few seconds", () => {
    vi.useFakeTimers();
    const onDismiss = renderToast({ tone: "success", text: "Message Sent , Check Chatbox" });
    expect(screen.getByText("Message Sent , Check Chatbox").closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("alerts an error and keeps it until dismissed", () => {
    vi.useFakeTimers();
    const onDismiss = renderToast({ tone: "error", text: "You cannot message this member." });
    expect(screen.getByRole("alert")).toHaveTextContent("You cannot message this member.");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole("button", { name: "Dismiss message" }).click());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
