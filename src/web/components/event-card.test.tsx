import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatEventDay, formatEventWhen } from "../lib/format";
import { makeEvent } from "../test/fixtures/events";
import { renderLinkCard } from "../test/render";
import { EventCard, type EventCardWords } from "./event-card";

// The card's words come from the screen's catalogue (components/event-card-words.test.ts tests them).
const WORDS: EventCardWords = {
  category: "Adventure & Treks",
  start: "12 Jun 2026 · 5:00 AM",
  slots: "8 slots available",
  cost: "Rs. 2400 per person",
};

const renderCard = (event = makeEvent(), words = WORDS) =>
  renderLinkCard(<EventCard event={event} words={words} />);

describe("EventCard", () => {
  it("shows the picture, name, category, start, place, slots left and the fee line, linking to the event", () => {
    const card = renderCard();
    expect(card).toHaveAttribute("href", "/event/e1");
    expect(card.querySelector("img")).toHaveAttribute("src", "/images/categories/adventure-treks-1.webp");
    // An h2: the discovery list sits right under the page's h1 (Lighthouse heading order).
    expect(screen.getByRole("heading", { level: 2, name: "Kudremukh sunrise trek" })).toHaveClass(
      "line-clamp-2",
    );
    expect(screen.getByText("Adventure & Treks")).toBeInTheDocument();
    expect(card).toHaveTextContent("12 Jun 2026 · 5:00 AM");
    expect(card).toHaveTextContent("Chikmagalur, Karnataka");
    expect(screen.getByText("8 slots available")).toBeInTheDocument();
    expect(screen.getByText("Rs. 2400 per person")).toBeInTheDocument();
  });

  it("shows the slots in red when none is left", () => {
    renderCard(makeEvent({ availableSlots: 0 }), { ...WORDS, slots: "No slots available" });
    expect(screen.getByText("No slots available").closest("span")).toHaveClass("text-red-600");
  });

  it("uses the default picture when there is none", () => {
    const card = renderCard(makeEvent({ image: null }));
    expect(card.querySelector("img")).toHaveAttribute("src", "/images/event-default.webp");
  });

  it("falls back to the default picture on a load error", async () => {
    const img = renderCard().querySelector("img") as HTMLImageElement;
    img.dispatchEvent(new Event("error"));
    await waitFor(() => expect(img).toHaveAttribute("src", "/images/event-default.webp"));
  });
});

describe("event dates", () => {
  it("reads an instant as its day in India, whatever the viewer's zone", () => {
    // 23:30 UTC on the 11th is 05:00 on the 12th in India.
    expect(formatEventDay("2026-06-11T23:30:00.000Z")).toBe("12 Jun 2026");
    expect(formatEventDay("2026-09-01T06:00:00.000Z")).toBe("01 Sep 2026");
    expect(formatEventDay("nonsense")).toBe("");
  });

  it("spans several days from one to the other", () => {
    expect(
      formatEventWhen({
        fromDate: "2026-06-12T02:00:00.000Z",
        toDate: "2026-06-14T18:29:59.000Z",
        time: "07:30",
      }),
    ).toBe("12 Jun 2026 – 14 Jun 2026 · 7:30 AM");
    expect(
      formatEventWhen({
        fromDate: "2026-06-12T02:00:00.000Z",
        toDate: "2026-06-12T18:29:59.000Z",
        time: "07:30",
      }),
    ).toBe("12 Jun 2026 · 7:30 AM");
  });
});
