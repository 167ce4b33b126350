import { listEvents } from "@shared/endpoints/events";
import { MESSAGES } from "@shared/texts";
import { weekendInIndia } from "@shared/weekend";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { setNearPoint } from "../../../lib/near-me";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, keyOf, ok, type Reply, recordCalls } from "../../../test/api-stub";
import { makeCard } from "../../../test/fixtures/events";
import { renderRoutes } from "../../../test/render";
import { WeekendSection } from "./weekend-section";

const trek = makeCard();
const gig = makeCard({
  _id: "e2",
  name: "Indie night at the brewery",
  category: "Nightlife & Social Meetups",
  reason: "In Pune · 3 people you'd click with are going",
  reasons: [
    { kind: "inCity", city: "Pune" },
    { kind: "clickers", count: 3 },
  ],
});

function renderWeekend(reply: Reply) {
  const calls = recordCalls();
  answer({ [keyOf(listEvents)]: reply });
  renderRoutes(
    [
      { path: "/", element: <WeekendSection /> },
      { path: "/events", element: <h1>Events screen</h1> },
    ],
    "/",
  );
  return calls;
}

const listQueries = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith("/api/events?")).map((c) => new URL(c.url, "http://x").searchParams);

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

afterEach(() => {
  setNearPoint(null);
});

describe("home's weekend", () => {
  it("lists the weekend's first cards in the member's city with their why-lines, and leads to all of them", async () => {
    const calls = renderWeekend(() => ok(listEvents, [trek, gig], { nextCursor: null }));
    const section = screen.getByRole("region", { name: "This weekend near you" });
    expect(within(section).getByRole("status", { name: "Loading this weekend's plans" })).toBeInTheDocument();

    expect(await within(section).findByRole("heading", { level: 3, name: trek.name })).toBeInTheDocument();
    expect(within(section).getByText("12 km · You like Adventure & Treks")).toBeInTheDocument();
    expect(within(section).getByText("In Pune · 3 people you'd click with are going")).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);

    const { from, to } = weekendInIndia();
    const [query] = listQueries(calls);
    expect(Object.fromEntries(query ?? [])).toEqual({ from, to, within: "city", limit: "4" });

    const all = within(section).getByRole("link", { name: "See all" });
    expect(all).toHaveAttribute("href", `/events?from=${from}&to=${to}&within=city`);
    await userEvent.click(all);
    expect(await screen.findByRole("heading", { name: "Events screen" })).toBeInTheDocument();
  });

  it("looks 50 km around Near me's point when it is on, and its link says so too", async () => {
    setNearPoint({ lat: 18.5204, lng: 73.8567 });
    const calls = renderWeekend(() => ok(listEvents, [trek], { nextCursor: null }));
    const all = await screen.findByRole("link", { name: "See all" });
    expect(all.getAttribute("href")).toMatch(/&within=50$/);
    const [query] = listQueries(calls);
    expect(query?.get("within")).toBe("50");
    expect(query?.get("near")).toBe("18.52,73.86");
  });

  it("says when nothing is on, with a way to everything instead", async () => {
    renderWeekend(() => ok(listEvents, [], { nextCursor: null }));
    expect(await screen.findByText("Nothing is on near you this weekend yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all events" })).toHaveAttribute("href", "/events");
    expect(screen.queryByRole("link", { name: "See all" })).not.toBeInTheDocument();
  });

  it("says when the list did not load, and tries again on request", async () => {
    let failing = true;
    renderWeekend(() =>
      failing ? fail(500, MESSAGES.databaseUnavailable) : ok(listEvents, [trek], { nextCursor: null }),
    );
    expect(await screen.findByText("This weekend's plans didn't load.")).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 3, name: trek.name })).toBeInTheDocument();
  });

  it("speaks Hindi to a Hindi member: the heading, the why-line and the link", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    renderWeekend(() => ok(listEvents, [gig], { nextCursor: null }));
    const section = screen.getByRole("region", { name: "इस वीकेंड आपके आस-पास" });
    expect(await within(section).findByText("Pune में · आपसे मेल खाने वाले 3 लोग जा रहे हैं")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "सब देखें" })).toBeInTheDocument();
  });
});
