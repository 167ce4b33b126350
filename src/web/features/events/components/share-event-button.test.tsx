import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDetail } from "../test/fixtures";
import { ShareEventButton } from "./share-event-button";

// The experience's own link (issue 27 item 5): the phone's share sheet, else the link copied.

const DAY = 24 * 3600 * 1000;
const COPIED = "Link copied";
const ID = "3f2b8c1e-9a4d-4c7e-8b21-5d6f7a8b9c0d";
const upcoming = () =>
  makeDetail({
    _id: ID,
    name: "Sunrise trek to Sinhagad",
    city: "Pune",
    state: "Maharashtra",
    fromDate: new Date(Date.now() + 5 * DAY).toISOString(),
    toDate: new Date(Date.now() + 6 * DAY).toISOString(),
  });
const URL_OF_EVENT = `${window.location.origin}/event/${ID}`;

function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(parts)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
});

const shareButton = () => screen.getByRole("button", { name: /^Share/ });

describe("ShareEventButton", () => {
  it("hands the link, name and days to the phone's share sheet, and says nothing more", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareEventButton event={upcoming()} />);
    expect(shareButton()).toHaveAccessibleName("Share Sunrise trek to Sinhagad");
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const sent = share.mock.calls[0]![0] as ShareData;
    expect(sent.title).toBe("Sunrise trek to Sinhagad");
    expect(sent.url).toBe(URL_OF_EVENT);
    expect(sent.text).toContain("Sunrise trek to Sinhagad");
    expect(sent.text).toContain("Pune, Maharashtra");
    expect(sent.text).toMatch(/(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}/);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it("copies the link where there is no share sheet, and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareEventButton event={upcoming()} />);
    fireEvent.click(shareButton());
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_OF_EVENT);
  });

  it("does nothing when the member closes the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareEventButton event={upcoming()} />);
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it("copies the link when the browser refuses the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Not allowed", "NotAllowedError"));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareEventButton event={upcoming()} />);
    fireEvent.click(shareButton());
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_OF_EVENT);
  });

  it("says where to find the link when it cannot be copied", async () => {
    stubNavigator({
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    render(<ShareEventButton event={upcoming()} />);
    fireEvent.click(shareButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not copy the link. Copy it from the address bar instead.",
    );
  });

  it("is not offered for an experience a link would not show: pending, rejected, cancelled, over", () => {
    const past = new Date(Date.now() - DAY).toISOString();
    const hidden = [
      makeDetail({ ...upcoming(), status: "pending" }),
      makeDetail({ ...upcoming(), status: "rejected" }),
      makeDetail({ ...upcoming(), eventStatus: "cancelled" }),
      makeDetail({ ...upcoming(), eventStatus: "completed" }),
      makeDetail({ ...upcoming(), fromDate: past, toDate: past }),
    ];
    for (const event of hidden) {
      const { unmount } = render(<ShareEventButton event={event} />);
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      unmount();
    }
  });
});
