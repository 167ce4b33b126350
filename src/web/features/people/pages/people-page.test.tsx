import { listMatches } from "@shared/endpoints/matching";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import { answer, fail, keyOf, never, ok, recordCalls } from "../../../test/api-stub";
import { linksLeadingTo } from "../../../test/queries";
import { makeCard, renderPeople, signIn } from "../test/fixtures";

beforeEach(() => {
  signIn();
});

type Reply = () => Response | Promise<Response>;

/** GET /api/matching answers `first` for the first page and `second` for the page after cursor 20. */
function matching(first: Reply, second?: Reply) {
  answer({
    [keyOf(listMatches)]: ({ request }) => {
      const cursor = new URL(request.url).searchParams.get("cursor");
      return cursor === "20" && second ? second() : first();
    },
  });
}

describe("/people", () => {
  it("shows the title and the SPEC's loading text over skeleton cards", () => {
    matching(never);
    renderPeople("/people");
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.peopleTitle })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.loadingMatches);
  });

  it("lists the matched members best first, each linking to their profile", async () => {
    matching(() =>
      ok(
        listMatches,
        [makeCard(), makeCard({ _id: "u3", name: "Kabir Mehta", gender: "male", matchPercentage: 64 })],
        { nextCursor: null, total: 2 },
      ),
    );
    renderPeople("/people");
    const links = await linksLeadingTo("Matched members", ["/people/detail/u2", "/people/detail/u3"]);
    expect(within(links[1] as HTMLElement).getByText("Male · Pune, India")).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText("64%", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows the SPEC's error text when the matches cannot be read, and tries again", async () => {
    matching(() => fail(500, "The database is not reachable."));
    renderPeople("/people");
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXTS.matchesError);

    matching(() => ok(listMatches, [makeCard()], { nextCursor: null, total: 1 }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Diya Sharma/ })).toBeInTheDocument();
  });

  it("shows the SPEC's empty text with a way to events", async () => {
    matching(() => ok(listMatches, [], { nextCursor: null, total: 0 }));
    renderPeople("/people");
    expect(await screen.findByText(TEXTS.noMatches)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse events" })).toHaveAttribute("href", "/events");
  });

  it("loads the next page with the cursor (Load more, as IntersectionObserver is missing here)", async () => {
    const calls = recordCalls();
    matching(
      () => ok(listMatches, [makeCard()], { nextCursor: "20", total: 2 }),
      () => ok(listMatches, [makeCard({ _id: "u3", name: "Kabir Mehta" })], { nextCursor: null, total: 2 }),
    );
    renderPeople("/people");
    await screen.findByRole("link", { name: /Diya Sharma/ });
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /Kabir Mehta/ })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/matching?limit=20",
      "/api/matching?limit=20&cursor=20",
    ]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});

describe("/people in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("says the title, loading, cards and empty list in Hindi", async () => {
    matching(never);
    const view = renderPeople("/people");
    expect(screen.getByRole("heading", { level: 1, name: "साथी खोजें / अनुभव खोजें" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("मैच लोड हो रहे हैं...");
    view.unmount();

    matching(() => ok(listMatches, [makeCard()], { nextCursor: null, total: 1 }));
    renderPeople("/people");
    const list = await screen.findByRole("list", { name: "मैच हुए सदस्य" });
    const [card] = within(list).getAllByRole("link");
    expect(card).toHaveTextContent("महिला · Pune, India");
    expect(card).toHaveTextContent("87% मैच");
  });

  it("says an empty list and a failure in Hindi", async () => {
    matching(() => ok(listMatches, [], { nextCursor: null, total: 0 }));
    const view = renderPeople("/people");
    expect(await screen.findByText("अभी कोई मैच नहीं मिला।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /इवेंट देखें/ })).toHaveAttribute("href", "/events");
    view.unmount();

    matching(() => fail(500, "boom"));
    renderPeople("/people");
    expect(await screen.findByText("मैच लाते समय कुछ गड़बड़ हो गई।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeInTheDocument();
  });
});
