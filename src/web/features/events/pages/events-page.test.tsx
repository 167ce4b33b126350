import { listEvents } from "@shared/endpoints/events";
import { EVENT_CATEGORIES } from "@shared/options";
import { MESSAGES } from "@shared/texts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { answer, fail, keyOf, ok, type Reply, recordCalls } from "../../../test/api-stub";
import { makeCard, renderEvents, signIn } from "../test/fixtures";

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const trek = makeCard();
const coorg = makeCard({
  _id: "e2",
  name: "Coorg coffee estate weekend",
  category: "Weekend Getaways",
  paymentType: "split",
  cost: 0,
  availableSlots: 1,
});

/** Answers GET /api/events with `events` (and a cursor), whatever the filters. */
const listing =
  (events = [trek, coorg], nextCursor: string | null = null): Reply =>
  () =>
    ok(listEvents, events, { nextCursor });

/** Answers GET /api/events with page 1 (trek) and, after the cursor, page 2 (coorg). */
const twoPages =
  (isSecond: (cursor: string | null) => boolean): Reply =>
  ({ request }) =>
    isSecond(new URL(request.url).searchParams.get("cursor"))
      ? ok(listEvents, [coorg], { nextCursor: null })
      : ok(listEvents, [trek], { nextCursor: "page-2" });

/** Answers GET /api/events, whatever the query, and records every call. */
function stubList(reply: Reply) {
  const calls = recordCalls();
  answer({ [keyOf(listEvents)]: reply });
  return calls;
}

const listCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith("/api/events?")).map((c) => new URL(c.url, "http://x").searchParams);

describe("/events", () => {
  it("shows the heading and the events as cards with their texts, each linking to its page", async () => {
    const calls = stubList(listing());
    renderEvents("/events");
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.eventsHeading })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "Events" });
    const cards = within(list).getAllByRole("link");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute("href", "/event/e1");
    expect(cards[0]).toHaveTextContent("Rs. 2400 per person");
    expect(cards[0]).toHaveTextContent("8 slots available");
    expect(cards[1]).toHaveAttribute("href", "/event/e2");
    expect(cards[1]).toHaveTextContent("Go split");
    expect(cards[1]).toHaveTextContent("1 slot available");
    expect(list).toHaveClass("grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3");

    const [params] = listCalls(calls);
    expect(params?.get("limit")).toBe("12");
    expect(params?.has("category")).toBe(false);
    expect(calls[0]?.token).toBe("tok");
  });

  it("offers All and the 15 categories, All chosen first", async () => {
    stubList(listing());
    renderEvents("/events");
    const group = screen.getByRole("group", { name: "Categories" });
    const chips = within(group).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual([TEXTS.all, ...EVENT_CATEGORIES]);
    expect(within(group).getByRole("button", { name: TEXTS.all })).toHaveAttribute("aria-pressed", "true");
    expect(group).toHaveClass("overflow-x-auto");
    await screen.findByRole("list", { name: "Events" });
  });

  it("a category chip filters the list through the address; All clears it; back restores it", async () => {
    const user = userEvent.setup();
    const calls = stubList(listing());
    const { router } = renderEvents("/events");
    await screen.findByRole("list", { name: "Events" });

    const group = screen.getByRole("group", { name: "Categories" });
    await user.click(within(group).getByRole("button", { name: "Women-Only Trips" }));
    expect(router.state.location.search).toBe("?category=Women-Only+Trips");
    expect(within(group).getByRole("button", { name: "Women-Only Trips" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(group).getByRole("button", { name: TEXTS.all })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(listCalls(calls).at(-1)?.get("category")).toBe("Women-Only Trips"));

    await user.click(within(group).getByRole("button", { name: TEXTS.all }));
    expect(router.state.location.search).toBe("");

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?category=Women-Only+Trips");
    expect(within(group).getByRole("button", { name: "Women-Only Trips" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("the search box builds the query from words, dates and place; Reset Filters clears it", async () => {
    const user = userEvent.setup();
    const calls = stubList(listing());
    const { router } = renderEvents("/events?category=Adventure+%26+Treks");
    await screen.findByRole("list", { name: "Events" });

    const toggle = screen.getByRole("button", { name: /^Filters/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const form = screen.getByRole("search", { name: "Event search" });
    await user.type(within(form).getByLabelText("Search experiences"), "  sunrise trek ");
    fireEvent.change(within(form).getByLabelText("From date"), { target: { value: "2026-06-01" } });
    fireEvent.change(within(form).getByLabelText("To date"), { target: { value: "2026-06-30" } });
    const place = within(form).getByPlaceholderText(TEXTS.anywhereSpecific);
    expect(place).toHaveAccessibleName("Location");
    await user.type(place, "Chikmagalur");
    await user.click(within(form).getByRole("button", { name: TEXTS.search }));

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      q: "sunrise trek",
      category: "Adventure & Treks",
      from: "2026-06-01",
      to: "2026-06-30",
      location: "Chikmagalur",
    });
    await waitFor(() => expect(listCalls(calls).at(-1)?.get("q")).toBe("sunrise trek"));
    const params = listCalls(calls).at(-1);
    expect(params?.get("from")).toBe("2026-06-01");
    expect(params?.get("to")).toBe("2026-06-30");
    expect(params?.get("location")).toBe("Chikmagalur");
    expect(params?.get("category")).toBe("Adventure & Treks");
    expect(toggle).toHaveTextContent("3");

    await user.click(screen.getByRole("button", { name: TEXTS.resetFilters }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Search experiences")).toHaveValue("");
    expect(screen.getByLabelText("From date")).toHaveValue("");
    expect(screen.getByLabelText("To date")).toHaveValue("");
    expect(screen.getByLabelText("Location")).toHaveValue("");
    expect(screen.getByRole("button", { name: TEXTS.all })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => {
      const last = listCalls(calls).at(-1);
      expect([...(last?.keys() ?? [])]).toEqual(["limit"]);
    });
  });

  it("refuses a To date before the From date", async () => {
    const user = userEvent.setup();
    stubList(listing());
    const { router } = renderEvents("/events");
    await user.click(screen.getByRole("button", { name: /^Filters/ }));
    fireEvent.change(screen.getByLabelText("From date"), { target: { value: "2026-06-10" } });
    fireEvent.change(screen.getByLabelText("To date"), { target: { value: "2026-06-01" } });
    await user.click(screen.getByRole("button", { name: TEXTS.search }));
    expect(screen.getByRole("alert")).toHaveTextContent("The To date cannot be before the From date.");
    expect(router.state.location.search).toBe("");
  });

  it("a reloaded address opens the search box with its filters filled in", async () => {
    const calls = stubList(listing());
    renderEvents("/events?q=chai&location=Pune&from=2026-07-01&category=women-only%20trips");
    expect(screen.getByRole("button", { name: /^Filters/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Search experiences")).toHaveValue("chai");
    expect(screen.getByLabelText("Location")).toHaveValue("Pune");
    expect(screen.getByLabelText("From date")).toHaveValue("2026-07-01");
    expect(screen.getByRole("button", { name: "Women-Only Trips" })).toHaveAttribute("aria-pressed", "true");
    await screen.findByRole("list", { name: "Events" });
    expect(Object.fromEntries(listCalls(calls)[0] ?? [])).toEqual({
      q: "chai",
      category: "Women-Only Trips",
      from: "2026-07-01",
      location: "Pune",
      limit: "12",
    });
  });

  it("says No events found. and offers to create an experience", async () => {
    stubList(listing([]));
    renderEvents("/events?q=nothing");
    expect(await screen.findByText(TEXTS.noEventsFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: TEXTS.createExperience })).toHaveAttribute(
      "href",
      "/listing/input",
    );
  });

  it("shows a failed load in the red box and tries again", async () => {
    const user = userEvent.setup();
    let failing = true;
    stubList(() =>
      failing ? fail(500, MESSAGES.databaseUnavailable) : ok(listEvents, [trek, coorg], { nextCursor: null }),
    );
    renderEvents("/events");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.databaseUnavailable);
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Events" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("loads the next page with the cursor from the Load more button", async () => {
    const user = userEvent.setup();
    const calls = stubList(twoPages((cursor) => cursor === "page-2"));
    renderEvents("/events");
    await screen.findByRole("list", { name: "Events" });
    expect(screen.getAllByRole("listitem")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(listCalls(calls).at(-1)?.get("cursor")).toBe("page-2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page by itself when the end of the list comes into view", async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    stubList(twoPages((cursor) => cursor !== null && cursor !== ""));
    renderEvents("/events");
    await screen.findByRole("list", { name: "Events" });
    const observer = observers.at(-1);
    expect(observer?.targets).toHaveLength(1);
    await act(async () => {
      observer?.callback(
        [{ isIntersecting: true, target: observer.targets[0] } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    });
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
  });
});

describe("/events in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the heading, filters, categories, orders and cards in Hindi, with the English values in the address", async () => {
    const user = userEvent.setup();
    const calls = stubList(listing());
    const { router } = renderEvents("/events");
    expect(screen.getByRole("heading", { level: 1, name: "आपके लिए चुने गए इवेंट" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "लोड हो रहा है" })).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "इवेंट" });
    const [first, second] = within(list).getAllByRole("link");
    expect(first).toHaveTextContent("एडवेंचर और ट्रेक");
    expect(first).toHaveTextContent("12 जून 2026 · सुबह 5:00");
    expect(first).toHaveTextContent("8 सीटें खाली");
    expect(first).toHaveTextContent("₹2400 प्रति व्यक्ति");
    expect(first).toHaveTextContent("12 किमी · आपको एडवेंचर और ट्रेक पसंद है");
    expect(second).toHaveTextContent("वीकेंड ट्रिप्स");
    expect(second).toHaveTextContent("1 सीट खाली");
    expect(second).toHaveTextContent("ख़र्च आपस में बँटेगा");

    const group = screen.getByRole("group", { name: "कैटेगरी" });
    expect(within(group).getAllByRole("button")).toHaveLength(16);
    expect(within(group).getByRole("button", { name: "सभी" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(group).getByRole("button", { name: "सिर्फ़ महिलाओं की ट्रिप्स" }));
    expect(router.state.location.search).toBe("?category=Women-Only+Trips");
    await waitFor(() => expect(listCalls(calls).at(-1)?.get("category")).toBe("Women-Only Trips"));

    expect(screen.getByRole("button", { name: "आस-पास" })).toHaveAttribute("aria-pressed", "false");
    const sort = screen.getByRole("combobox", { name: "क्रम" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["आपके लिए", "सबसे जल्दी", "सबसे पास"]);
    const far = screen.getByRole("combobox", { name: "कितनी दूर" });
    expect(
      within(far)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["मेरे शहर में", "50 किमी", "200 किमी", "कहीं भी"]);
  });

  it("searches, refuses dates out of order and resets in Hindi", async () => {
    const user = userEvent.setup();
    stubList(listing());
    renderEvents("/events?q=trek");
    await screen.findByRole("list", { name: "इवेंट" });
    // One active filter, read aloud after the button's name.
    const toggle = screen.getByRole("button", { name: /^फ़िल्टर ?\(1 चालू\)$/ });
    expect(toggle).toHaveTextContent("फ़िल्टर1(1 चालू)");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const form = screen.getByRole("search", { name: "इवेंट खोजें" });
    expect(within(form).getByLabelText("एक्सपीरियंस खोजें")).toHaveValue("trek");
    expect(within(form).getByPlaceholderText("कोई ख़ास जगह?")).toHaveAccessibleName("जगह");
    fireEvent.change(within(form).getByLabelText("कब से"), { target: { value: "2026-06-30" } });
    fireEvent.change(within(form).getByLabelText("कब तक"), { target: { value: "2026-06-01" } });
    await user.click(within(form).getByRole("button", { name: "खोजें" }));
    expect(within(form).getByRole("alert")).toHaveTextContent(
      "'कब तक' की तारीख़ 'कब से' से पहले की नहीं हो सकती।",
    );
    expect(within(form).getByRole("button", { name: "फ़िल्टर हटाएँ" })).toBeInTheDocument();
  });

  it("says nothing was found, and a failed page offers its retry, in Hindi", async () => {
    const user = userEvent.setup();
    stubList(listing([]));
    const view = renderEvents("/events?q=nothing");
    expect(await screen.findByText("कोई इवेंट नहीं मिला।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+ एक्सपीरियंस बनाएँ" })).toHaveAttribute("href", "/listing/input");
    view.unmount();

    stubList(twoPages((cursor) => cursor === "page-2"));
    renderEvents("/events");
    await screen.findByRole("list", { name: "इवेंट" });
    await user.click(screen.getByRole("button", { name: "और दिखाएँ" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));

    stubList(() => fail(500, MESSAGES.databaseUnavailable));
    renderEvents("/events?q=fails");
    expect(await screen.findByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });
});
