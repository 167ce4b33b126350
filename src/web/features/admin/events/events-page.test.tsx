import { adminEventsResponse } from "@shared/contracts/admin-events";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { fail, ok, route } from "../../../test/api-stub";
import { linksLeadingTo } from "../../../test/queries";
import { makeAdminEvent, renderAdminEvents } from "./test/fixtures";

const pending = makeAdminEvent();
const rejected = makeAdminEvent({
  _id: "e2",
  name: "Goa beach cleanup & sunset",
  image: null,
  location: "Panaji, Goa",
  createdBy: { _id: "u2", name: "Diya Nair", email: "diya@demo.meetup" },
  status: "rejected",
  rejectionReason: "Dates are unclear.",
});
const approved = makeAdminEvent({
  _id: "e3",
  name: "Coorg coffee estate weekend",
  fromDate: "2026-07-02T02:00:00.000Z",
  toDate: "2026-07-04T18:29:59.000Z",
  location: "Madikeri, Karnataka",
  createdBy: { _id: "u3", name: "Ananya Iyer", email: "ananya@demo.meetup" },
  status: "approved",
});

const listPaths = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith("/api/admin/events")).map((c) => c.url);

describe("/admin/event", () => {
  it("shows every listing as a card in the server's order, linking to its review", async () => {
    const calls = route(({ url }) =>
      url === "/api/admin/events" ? ok(adminEventsResponse, [pending, rejected, approved]) : undefined,
    );
    const { router } = renderAdminEvents("/admin/event");
    expect(screen.getByRole("heading", { level: 1, name: "Events for approval" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    const cards = await linksLeadingTo("Events", ["/admin/event/e1", "/admin/event/e2", "/admin/event/e3"]);
    expect(listPaths(calls)).toEqual(["/api/admin/events"]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Kudremukh sunrise trek");
    expect(first).toHaveTextContent("Hosted by Kabir Mehta");
    expect(first).toHaveTextContent("12 Jun 2026 – 13 Jun 2026");
    expect(first).toHaveTextContent("Chikmagalur, Karnataka");
    expect(first.querySelector("img")).toHaveAttribute("src", "/uploads/trek.webp");
    expect(second.querySelector("img")).toHaveAttribute("src", "/images/event-default.webp");
    expect(third).toHaveTextContent("02 Jul 2026 – 04 Jul 2026");
    expect(screen.getByText("3 listings · 1 waiting for review")).toBeInTheDocument();

    await userEvent.setup().click(first);
    expect(router.state.location.pathname).toBe("/admin/event/e1");
  });

  it("badges pending as Pending, rejected as Rejected and anything else as Verified", async () => {
    route(() => ok(adminEventsResponse, [pending, rejected, approved]));
    renderAdminEvents("/admin/event");
    const cards = within(await screen.findByRole("list", { name: "Events" })).getAllByRole("link");
    const badges = cards.map((card) => card.querySelector("[data-status]"));
    expect(badges.map((b) => b?.textContent)).toEqual(["Pending", "Rejected", "Verified"]);
    expect(badges.map((b) => b?.getAttribute("data-status"))).toEqual(["pending", "rejected", "verified"]);
  });

  it("counts a pending listing its host cancelled as Withdrawn, not waiting for review", async () => {
    const withdrawn = makeAdminEvent({ _id: "e4", name: "Hampi boulders", eventStatus: "cancelled" });
    route(() => ok(adminEventsResponse, [pending, rejected, approved, withdrawn]));
    renderAdminEvents("/admin/event");
    const cards = within(await screen.findByRole("list", { name: "Events" })).getAllByRole("link");
    expect(cards[3]?.querySelector("[data-status]")).toHaveTextContent("Withdrawn");
    expect(screen.getByText("4 listings · 1 waiting for review")).toBeInTheDocument();
  });

  it("sends the search to the server as ?q= once typing pauses, and keeps it in the URL", async () => {
    const calls = route(({ url }) =>
      url === "/api/admin/events"
        ? ok(adminEventsResponse, [pending, rejected, approved])
        : ok(adminEventsResponse, [rejected]),
    );
    const { router } = renderAdminEvents("/admin/event");
    await screen.findByRole("list", { name: "Events" });

    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "goa beach");
    await waitFor(() => expect(router.state.location.search).toBe("?q=goa+beach"));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Events" })).getAllByRole("link")).toHaveLength(1),
    );
    // One request for the whole phrase, not one per key.
    expect(listPaths(calls)).toEqual(["/api/admin/events", "/api/admin/events?q=goa+beach"]);
    expect(screen.getByText("1 listing found")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("searchbox", { name: "Search events" })).toHaveValue("");
  });

  it("searches at once on Enter", async () => {
    const calls = route(() => ok(adminEventsResponse, []));
    const { router } = renderAdminEvents("/admin/event");
    await screen.findByText(TEXTS.noEventsFound);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "kochi{Enter}");
    expect(router.state.location.search).toBe("?q=kochi");
    await waitFor(() => expect(listPaths(calls)).toContain("/api/admin/events?q=kochi"));
  });

  it("starts from the search in the URL", async () => {
    const calls = route(() => ok(adminEventsResponse, [rejected]));
    renderAdminEvents("/admin/event?q=Panaji%20%26%20beach");
    expect(await screen.findByRole("link", { name: /Goa beach cleanup/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search events" })).toHaveValue("Panaji & beach");
    expect(listPaths(calls)).toEqual(["/api/admin/events?q=Panaji+%26+beach"]);
  });

  it('says "No events found." when nothing matches', async () => {
    route(() => ok(adminEventsResponse, []));
    renderAdminEvents("/admin/event?q=zzz");
    expect(await screen.findByText(TEXTS.noEventsFound)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Events" })).not.toBeInTheDocument();
  });

  it("shows a failed load in the red box and tries again", async () => {
    let failing = true;
    route(() => (failing ? fail(500, "The database is not reachable.") : ok(adminEventsResponse, [pending])));
    renderAdminEvents("/admin/event");
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is not reachable.");
    failing = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Kudremukh/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reads the queue in Hindi: title, summary, host, days and badges from the admin catalogue", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    route(({ url }) =>
      url === "/api/admin/events" ? ok(adminEventsResponse, [pending, rejected, approved]) : undefined,
    );
    renderAdminEvents("/admin/event");
    expect(screen.getByRole("heading", { level: 1, name: "मंज़ूरी के लिए इवेंट" })).toBeInTheDocument();
    expect(document.title).toMatch(/^मंज़ूरी के लिए इवेंट/);
    expect(screen.getByRole("searchbox", { name: "इवेंट खोजें" })).toHaveAttribute(
      "placeholder",
      "नाम, विवरण या जगह",
    );
    const cards = await linksLeadingTo("इवेंट", ["/admin/event/e1", "/admin/event/e2", "/admin/event/e3"]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("होस्ट Kabir Mehta");
    expect(first).toHaveTextContent("12 जून 2026 – 13 जून 2026");
    expect(first).toHaveTextContent("बाकी");
    expect(second).toHaveTextContent("नामंज़ूर");
    expect(third).toHaveTextContent("वेरिफ़ाइड");
    expect(screen.getByText("3 लिस्टिंग · 1 समीक्षा के इंतज़ार में")).toBeInTheDocument();
  });
});
