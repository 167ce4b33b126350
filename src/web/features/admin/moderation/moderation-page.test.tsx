import type { ModerationCase, ModerationCounts } from "@shared/contracts/moderation";
import { restoreMessage } from "@shared/endpoints/messages";
import { moderationCases, moderationCounts, resolveCase } from "@shared/endpoints/moderation";
import * as SHARED from "@shared/texts";
import { MESSAGE_FLAG_MESSAGES, MODERATION_MESSAGES, SAFETY_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messageIn, startLanguage } from "../../../lib/i18n";
import { TEXTS } from "../../../lib/texts";
import HI from "../../../locales/hi/admin-reports.json";
import { answer, fail, HttpResponse, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { ModerationPage } from "../pages/moderation-page";
import { REPORTS_SERVER_KEYS, type ReportsKey } from "./server-keys";

const person = (id: string, name: string) => ({ _id: id, name, avatar: null });

const message: ModerationCase = {
  _id: "message:m1",
  subject: "message",
  subjectId: "m1",
  reportedBy: person("u9", "Meera Nair"),
  reason: "Creepy",
  createdAt: "2026-11-18T10:00:00.000Z",
  firstReportedAt: "2026-11-17T10:00:00.000Z",
  status: "open",
  reports: 2,
  about: person("u2", "Rohit Verma"),
  event: { _id: "e1", name: "Coorg coffee trail" },
  excerpt: "Send me your number, now.",
  image: null,
};
const member: ModerationCase = {
  ...message,
  _id: "member:u3",
  subject: "member",
  subjectId: "u3",
  reportedBy: null,
  reason: "Repeated no-shows",
  reports: 1,
  about: person("u3", "Kabir Mehta"),
  event: null,
  excerpt: "",
};
const listing: ModerationCase = {
  ...message,
  _id: "listing:e2",
  subject: "listing",
  subjectId: "e2",
  reason: "A scam, or asks for money outside the app: Pay on UPI first",
  reports: 1,
  about: person("u4", "Ananya Reddy"),
  event: { _id: "e2", name: "Sunset trek" },
  excerpt: "A night trek with a bonfire.",
};

const counts = (over: Partial<ModerationCounts> = {}): ModerationCounts => ({
  all: 3,
  message: 1,
  review: 0,
  member: 1,
  attendance: 0,
  listing: 1,
  help: 0,
  ...over,
});

const page = (cases: ModerationCase[], nextCursor: string | null = null) =>
  ok(moderationCases, cases, { nextCursor });

const render = (path = "/admin/moderation") =>
  renderRoutes([{ path: "/admin/moderation", element: <ModerationPage /> }], path);

describe("/admin/moderation", () => {
  it("lists every subject in one queue and removes a reported message with the old queue's words", async () => {
    const calls = recordCalls();
    let open = [message, member, listing];
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases)]: () => page(open),
      [keyOf(resolveCase)]: () => {
        open = [member, listing];
        return ok(resolveCase, null, { message: MESSAGE_FLAG_MESSAGES.removed });
      },
      [keyOf(restoreMessage, { id: "m1" })]: () => {
        open = [message, member, listing];
        return ok(restoreMessage, null, { message: MESSAGE_FLAG_MESSAGES.restored });
      },
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Open reports" });
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent("Reported message");
    expect(cards[0]).toHaveTextContent("Send me your number, now.");
    expect(cards[0]).toHaveTextContent("2 reports");
    expect(cards[0]).toHaveTextContent("Meera Nair: Creepy");
    expect(cards[1]).toHaveTextContent("Raised automatically: Repeated no-shows");
    expect(within(cards[1]!).getByRole("link", { name: "Open the member's flags" })).toHaveAttribute(
      "href",
      "/admin/flag/u3",
    );
    expect(cards[2]).toHaveTextContent("On Sunset trek");
    expect(cards[2]).toHaveTextContent("Pay on UPI first");

    const user = userEvent.setup();
    await user.click(within(list).getByRole("button", { name: "Remove Rohit Verma's message" }));
    // It asks first, and says the removal can be undone for a while.
    const dialog = screen.getByRole("dialog", { name: "Remove Rohit Verma's message?" });
    expect(dialog).toHaveTextContent("You can undo it for a few seconds");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Yes, remove it" }));
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        subject: "message",
        subjectId: "m1",
        decision: "act",
      }),
    );
    await waitFor(() => expect(screen.queryByText("Send me your number, now.")).not.toBeInTheDocument());
    // The toast's Undo takes the focus and puts the message back.
    const undo = screen.getByRole("button", { name: "Undo the removal of Rohit Verma's message" });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.restored)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toContain(
      "/api/admin/messages/m1/restore",
    );
  });

  it("filters by subject through the address (where the old queues lead) and the chips", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases, undefined, { subject: "listing", order: "newest" })]: page([listing]),
      [keyOf(moderationCases, undefined, { order: "newest" })]: page([message, member, listing]),
      [keyOf(moderationCases, undefined, { subject: "member", order: "newest" })]: page([]),
    });
    render("/admin/moderation?subject=listing");
    const list = await screen.findByRole("list", { name: "Open reports" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: /^Listings/ })).toHaveAttribute("aria-pressed", "true");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^All/ }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Open reports" }).children).toHaveLength(3));
    await user.click(screen.getByRole("button", { name: /^Members/ }));
    expect(await screen.findByText("No members waiting for a decision.")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain("/api/admin/moderation/cases?subject=member&order=newest");
  });

  it("keeps a flagged member with Unflag, and asks before a ban", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases)]: page([member]),
      [keyOf(resolveCase)]: ok(resolveCase, null, { message: SAFETY_MESSAGES.banned }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ban Kabir Mehta" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban Kabir Mehta?" });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, ban" }));
    expect(await screen.findByText(SAFETY_MESSAGES.banned)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      subject: "member",
      decision: "act",
    });
    expect(screen.getByRole("button", { name: "Unflag Kabir Mehta" })).toBeInTheDocument();
  });

  it("shows a refusal (a case another admin decided) in the red box", async () => {
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases)]: page([listing]),
      [keyOf(resolveCase)]: fail(409, MODERATION_MESSAGES.caseNotFound),
    });
    render();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Keep Ananya Reddy's listing" }));
    expect(await screen.findByText(MODERATION_MESSAGES.caseNotFound)).toBeInTheDocument();
  });

  it("says when nothing waits for a decision", async () => {
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts({ all: 0, message: 0, member: 0, listing: 0 })),
      [keyOf(moderationCases)]: page([]),
    });
    render();
    expect(await screen.findByText("Nothing is waiting for a decision.")).toBeInTheDocument();
  });

  it("reads the next page on demand", async () => {
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases, undefined, { order: "newest" })]: page([message], "c1"),
      [keyOf(moderationCases, undefined, { order: "newest", cursor: "c1" })]: page([member]),
    });
    render();
    await screen.findByText("Send me your number, now.");
    const more = screen.queryByRole("button", { name: "Load more" });
    if (more) await userEvent.setup().click(more);
    expect(await screen.findByText("Kabir Mehta")).toBeInTheDocument();
  });

  it("reads in Hindi: title, chips, each card's kind, count and answers, a ban's confirmation and the server's answer by its code", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases)]: page([message, member, listing]),
      [keyOf(resolveCase)]: ok(resolveCase, null, { message: SAFETY_MESSAGES.banned, code: "safety.banned" }),
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: HI.queueTitle })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: HI.queueList });
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cards[0]).toHaveTextContent("मैसेज की शिकायत · 18 नव॰ 2026");
    expect(cards[0]).toHaveTextContent("2 शिकायतें");
    expect(within(cards[0]).getByRole("link", { name: "इवेंट: Coorg coffee trail" })).toBeInTheDocument();
    expect(
      within(cards[0]).getByRole("button", { name: "Rohit Verma के मैसेज की शिकायतें ख़ारिज करें" }),
    ).toHaveTextContent("ख़ारिज करें");
    expect(within(cards[0]).getByRole("button", { name: "Rohit Verma का मैसेज हटाएँ" })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent(`${HI.automatic}: Repeated no-shows`);
    expect(within(cards[1]).getByRole("link", { name: HI.caseOpenMember })).toBeInTheDocument();
    expect(within(cards[1]).getByRole("button", { name: "Kabir Mehta के फ़्लैग हटाएँ" })).toBeInTheDocument();
    expect(within(cards[2]).getByRole("button", { name: "Ananya Reddy की लिस्टिंग हटाएँ" })).toBeInTheDocument();
    for (const chip of ["सभी", "मैसेज", "सदस्य", "लिस्टिंग", "तुरंत मदद", "ग़ैरहाज़िरी पर आपत्तियाँ"])
      expect(screen.getByRole("button", { name: new RegExp(`^${chip}`) })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: HI.queueUrgent })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(cards[1]).getByRole("button", { name: "Kabir Mehta को बैन करें" }));
    const dialog = await screen.findByRole("dialog", { name: "Kabir Mehta को बैन करें?" });
    expect(dialog).toHaveTextContent(HI.banDescription);
    await user.click(within(dialog).getByRole("button", { name: HI.banButton }));
    expect(await screen.findByText(HI.serverBanned)).toBeInTheDocument();
  });

  it("says a refusal in Hindi by its code, and an empty subject in Hindi", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    answer({
      [keyOf(moderationCounts)]: ok(moderationCounts, counts()),
      [keyOf(moderationCases, undefined, { order: "newest" })]: page([listing]),
      [keyOf(moderationCases, undefined, { subject: "help", order: "newest" })]: page([]),
      [keyOf(resolveCase)]: HttpResponse.json(
        { success: false, message: MODERATION_MESSAGES.caseNotFound, code: "moderation.caseNotFound" },
        { status: 409 },
      ),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ananya Reddy की लिस्टिंग रहने दें" }));
    expect(await screen.findByText(HI.serverCaseNotFound)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^तुरंत मदद/ }));
    expect(await screen.findByText("फ़ैसले के लिए मदद का कोई अनुरोध बाकी नहीं है।")).toBeInTheDocument();
  });
});

// What the server sends with a code is said by the code (ADR 0056); its English here is the server's
// sentence word for word, found the way the server names it (src/server/platform/message-codes.ts:
// "safety.banned" is SAFETY_MESSAGES.banned, "memberNotFound" MEMBER_NOT_FOUND).
describe("the reports screens' server sentences", () => {
  const upper = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  const sentenceOf = (code: string): unknown => {
    const texts = SHARED as unknown as Record<string, Record<string, unknown> | string | undefined>;
    const [set = "", key] = code.split(".");
    if (key === undefined) return texts[upper(set)];
    const sentences = texts[`${upper(set)}_MESSAGES`];
    return typeof sentences === "object" ? sentences[key] : undefined;
  };

  it("keep each code's English word for word, and the SPEC's Please Wait", () => {
    const english = (key: ReportsKey) => messageIn("en", "admin-reports", key);
    for (const [code, key] of Object.entries(REPORTS_SERVER_KEYS)) {
      expect(sentenceOf(code), code).toBeTypeOf("string");
      expect(english(key), code).toBe(sentenceOf(code));
    }
    expect(english("pleaseWait")).toBe(TEXTS.pleaseWait);
  });
});
