import type { CostPayment, Costs } from "@shared/contracts/expenses";
import * as expenses from "@shared/endpoints/expenses";
import { EXPENSE_MESSAGES, GROUP_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { saveSession } from "../../../lib/token-storage";
import { answer, fail, HttpResponse, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { CostsPage } from "./costs-page";

// The costs screen of a group (issue 28 item 7) over the stubbed API: what it shows each member, the
// UPI link and QR code of a payment the viewer owes, and what its buttons send.

const EVENT = "e1";
const member = (id: string, name: string, upiId: string | null, isHost = false) => ({
  _id: id,
  name,
  avatar: null,
  upiId,
  isHost,
  went: true,
});

// Riya (u2) paid a Rs. 900 cab for the three; the viewer (u1) and Vik (u3) owe her Rs. 300 each.
function costs(over: Partial<Costs> = {}): Costs {
  return {
    eventId: EVENT,
    eventName: "Coorg weekend",
    members: [
      member("u2", "Riya Sen", "riya@okicici", true),
      member("u1", "Asha Rao", null),
      member("u3", "Vik Shah", null),
    ],
    expenses: [
      {
        _id: "x1",
        description: "Cab to Coorg",
        amountPaise: 900_00,
        paidBy: "u2",
        createdBy: "u2",
        splitKind: "equal",
        shares: [
          { userId: "u1", amountPaise: 300_00 },
          { userId: "u2", amountPaise: 300_00 },
          { userId: "u3", amountPaise: 300_00 },
        ],
        createdAt: "2026-12-01T10:00:00.000Z",
        updatedAt: "2026-12-01T10:00:00.000Z",
        locked: false,
        settled: false,
        canChange: false,
      },
    ],
    payments: [],
    balances: [
      { userId: "u2", amountPaise: 600_00 },
      { userId: "u1", amountPaise: -300_00 },
      { userId: "u3", amountPaise: -300_00 },
    ],
    settleUp: [
      { from: "u1", to: "u2", amountPaise: 300_00 },
      { from: "u3", to: "u2", amountPaise: 300_00 },
    ],
    ...over,
  };
}

// The viewer's (u1) Rs. 300 to Riya (u2), recorded and not yet received.
const payment = (over: Partial<CostPayment> = {}): CostPayment => ({
  _id: "p1",
  from: "u1",
  to: "u2",
  amountPaise: 300_00,
  createdAt: "2026-12-02T10:00:00.000Z",
  receivedAt: null,
  canMarkReceived: false,
  canWithdraw: false,
  ...over,
});

// The cab again, locked by a receipt, and a dinner whose money came back in full.
function lockedAndSettled(): Partial<Costs> {
  const cab = { ...costs().expenses[0]!, locked: true };
  return {
    expenses: [
      { ...cab, _id: "x2", description: "Dinner", settled: true },
      { ...cab, description: "Cab to Coorg" },
    ],
  };
}

function renderCosts(as = "u1") {
  saveSession({ accessToken: "tok", userId: as });
  return renderRoutes(
    [{ path: "/chats/group/:groupId/:eventId/costs", element: <CostsPage /> }],
    `/chats/group/g1/${EVENT}/costs`,
  );
}

beforeEach(() => {
  saveSession({ accessToken: "tok", userId: "u1" });
});

describe("the costs of a group", () => {
  it("show where the viewer stands, the expenses, each balance and the fewest payments", async () => {
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, costs()) });
    renderCosts();
    expect(await screen.findByTestId("my-balance")).toHaveTextContent("You owe Rs. 300");
    expect(screen.getByRole("heading", { name: "Costs", level: 1 })).toBeInTheDocument();
    const settle = screen.getByRole("region", { name: "Settle up" });
    expect(within(settle).getByText("You pay Riya Sen Rs. 300")).toBeInTheDocument();
    expect(within(settle).getByText("Vik Shah pays Riya Sen Rs. 300")).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Expenses" });
    expect(within(list).getByText("Cab to Coorg")).toBeInTheDocument();
    expect(within(list).getByText(/Paid by Riya Sen · split equally among 3/)).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    const balances = screen.getByRole("region", { name: "Balances" });
    expect(within(balances).getByText("is owed Rs. 600")).toBeInTheDocument();
    expect(within(balances).getByText("owes Rs. 300")).toBeInTheDocument();
    // The viewer's own line reads as theirs.
    expect(within(balances).getByText("owe Rs. 300")).toBeInTheDocument();
    // The viewer has no UPI ID: the screen says where to add one.
    expect(screen.getByRole("link", { name: "Add UPI ID" })).toHaveAttribute(
      "href",
      "/profile/detail#upi-id",
    );
  });

  it("read an expense locked while money from it is owed, and settled only once nothing is", async () => {
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, costs(lockedAndSettled())) });
    renderCosts();
    const list = await screen.findByRole("region", { name: "Expenses" });
    const dinner = within(list).getByText("Dinner").closest("li");
    const cab = within(list).getByText("Cab to Coorg").closest("li");
    expect(dinner).toHaveTextContent("Settled: A payment was received after it and nothing from it is owed.");
    expect(cab).toHaveTextContent(
      "Locked: A payment was received after it, so it no longer changes. Some of it is still owed.",
    );
    expect(cab).not.toHaveTextContent("Settled");
  });

  it("open the payee's UPI link and its QR code, and record the payment on I've paid", async () => {
    let current = costs();
    const calls = recordCalls();
    answer({
      [keyOf(expenses.costs, { eventId: EVENT })]: () => ok(expenses.costs, current),
      [keyOf(expenses.recordPayment, { eventId: EVENT })]: () => {
        current = costs({ payments: [payment({ canWithdraw: true })] });
        return ok(expenses.recordPayment, current.payments[0]!, {
          message: EXPENSE_MESSAGES.paymentRecorded,
        });
      },
    });
    renderCosts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay Rs. 300 to Riya Sen" }));
    const dialog = screen.getByRole("dialog", { name: "Pay Rs. 300 to Riya Sen" });
    const link = within(dialog).getByRole("link", { name: "Open UPI app" });
    expect(link).toHaveAttribute(
      "href",
      "upi://pay?pa=riya%40okicici&pn=Riya%20Sen&am=300.00&cu=INR&tn=Coorg%20weekend%20costs",
    );
    const qr = await within(dialog).findByRole("img", { name: "QR code to pay Rs. 300 to Riya Sen by UPI" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute("data-upi-link", link.getAttribute("href"));
    await user.click(within(dialog).getByRole("button", { name: "I've paid" }));
    expect(await screen.findByText(EXPENSE_MESSAGES.paymentRecorded)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/group/payments/${EVENT}`,
      body: { to: "u2", amountPaise: 300_00 },
    });
    // Recorded: the viewer waits for Riya instead of paying twice.
    expect(
      await screen.findByText("Recorded. Waiting for Riya Sen to mark it received."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay Rs. 300 to Riya Sen" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Take back the payment of Rs. 300 to Riya Sen" }),
    ).toBeInTheDocument();
  });

  it("say so when the payee has no UPI ID, and still record a payment made another way", async () => {
    const noUpi = costs({ members: [member("u2", "Riya Sen", null, true), member("u1", "Asha Rao", null)] });
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, noUpi) });
    renderCosts();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Pay Rs. 300 to Riya Sen" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/Riya Sen has not added a UPI ID yet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("link")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "I've paid" })).toBeEnabled();
  });

  it("let the payee mark a payment received", async () => {
    const waiting = costs({ payments: [payment({ canMarkReceived: true })] });
    const calls = recordCalls();
    answer({
      [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, waiting),
      [keyOf(expenses.markPaymentReceived, { eventId: EVENT, paymentId: "p1" })]: ok(
        expenses.markPaymentReceived,
        { ...waiting.payments[0]!, receivedAt: "2026-12-02T11:00:00.000Z", canMarkReceived: false },
        { message: EXPENSE_MESSAGES.received },
      ),
    });
    renderCosts("u2");
    expect(await screen.findByTestId("my-balance")).toHaveTextContent("You are owed Rs. 600");
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Mark Rs. 300 from Asha Rao received" }));
    expect(await screen.findByText(EXPENSE_MESSAGES.received)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.url).toBe(`/api/group/payments/${EVENT}/p1/received`);
  });

  it("check an expense before sending it, and send the split in paise", async () => {
    const calls = recordCalls();
    answer({
      [keyOf(expenses.costs, { eventId: EVENT })]: ok(
        expenses.costs,
        costs({ expenses: [], settleUp: [], balances: [] }),
      ),
      [keyOf(expenses.addExpense, { eventId: EVENT })]: ok(
        expenses.addExpense,
        { ...costs().expenses[0]!, _id: "x2", description: "Dinner" },
        { message: EXPENSE_MESSAGES.added },
      ),
    });
    renderCosts();
    const user = userEvent.setup();
    expect(await screen.findByText("No costs yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    const dialog = screen.getByRole("dialog", { name: "Add expense" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(EXPENSE_MESSAGES.descriptionBlank);
    await user.type(within(dialog).getByLabelText("What was it for?"), "Dinner");
    await user.type(within(dialog).getByLabelText("Amount (Rs.)"), "300.505");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(EXPENSE_MESSAGES.amount.decimals);
    const amount = within(dialog).getByLabelText("Amount (Rs.)");
    await user.clear(amount);
    await user.type(amount, "1000");
    // Split equally among the three: the paisa that does not divide shows on one of them.
    expect(within(dialog).getByText("Rs. 333.34")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /Vik Shah/ }));
    expect(within(dialog).getAllByText("Rs. 500")).toHaveLength(2);
    // By amounts, the shares must add up.
    await user.click(within(dialog).getByRole("radio", { name: "By amounts" }));
    await user.type(within(dialog).getByLabelText("Share of You (Rs.)"), "400");
    expect(within(dialog).getByText("Rs. 600 left to split")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      EXPENSE_MESSAGES.sharesDoNotAddUp(400_00, 1000_00),
    );
    await user.type(within(dialog).getByLabelText("Share of Riya Sen (Rs.)"), "600");
    expect(within(dialog).getByText("The shares add up to the amount.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(EXPENSE_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      description: "Dinner",
      amountPaise: 1000_00,
      paidBy: "u1",
      split: {
        kind: "amounts",
        shares: [
          { userId: "u2", amountPaise: 600_00 },
          { userId: "u1", amountPaise: 400_00 },
        ],
      },
    });
  });

  it("show the server's refusal with the way back to the chat", async () => {
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: fail(403, GROUP_MESSAGES.notMember) });
    renderCosts();
    expect(await screen.findByRole("alert")).toHaveTextContent(GROUP_MESSAGES.notMember);
    expect(screen.getAllByRole("link", { name: "Back to the group chat" })[0]).toHaveAttribute(
      "href",
      `/chats/group/g1/${EVENT}`,
    );
  });
});

describe("the costs of a group in Hindi", () => {
  beforeEach(() => {
    startLanguage({ read: () => "hi", save: () => {} });
  });

  it("say in Hindi which expense is locked and which is settled", async () => {
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, costs(lockedAndSettled())) });
    renderCosts();
    const list = await screen.findByRole("region", { name: "ख़र्चे" });
    expect(within(list).getByText("हिसाब हो चुका")).toBeInTheDocument();
    expect(within(list).getByText("लॉक है")).toBeInTheDocument();
  });

  it("say where everyone stands in Hindi, with rupees as Intl writes them", async () => {
    answer({ [keyOf(expenses.costs, { eventId: EVENT })]: ok(expenses.costs, costs()) });
    renderCosts();
    expect(await screen.findByTestId("my-balance")).toHaveTextContent("आपको ₹300 देने हैं");
    expect(screen.getByRole("heading", { name: "ख़र्च", level: 1 })).toBeInTheDocument();
    const settle = screen.getByRole("region", { name: "हिसाब चुकाएँ" });
    expect(within(settle).getByText("आपको Riya Sen को ₹300 देने हैं")).toBeInTheDocument();
    expect(within(settle).getByText("Vik Shah को Riya Sen को ₹300 देने हैं")).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "ख़र्चे" });
    expect(within(list).getByText("Cab to Coorg")).toBeInTheDocument();
    expect(within(list).getByText(/Riya Sen ने दिए · 3 लोगों में बराबर बँटा/)).toBeInTheDocument();
    expect(within(list).getByText("₹900")).toBeInTheDocument();
    const balances = screen.getByRole("region", { name: "बैलेंस" });
    expect(within(balances).getByText("₹600 लेने हैं")).toBeInTheDocument();
    expect(within(balances).getAllByText("₹300 देने हैं")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "UPI ID जोड़ें" })).toBeInTheDocument();
  });

  it("check the form and say the split in Hindi, and the UPI dialog", async () => {
    answer({
      [keyOf(expenses.costs, { eventId: EVENT })]: ok(
        expenses.costs,
        costs({ expenses: [], settleUp: [{ from: "u1", to: "u2", amountPaise: 300_00 }], balances: [] }),
      ),
    });
    renderCosts();
    const user = userEvent.setup();
    expect(await screen.findByText("अभी कोई ख़र्च नहीं")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ख़र्च जोड़ें" }));
    const dialog = screen.getByRole("dialog", { name: "ख़र्च जोड़ें" });
    await user.click(within(dialog).getByRole("button", { name: "सेव करें" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("कृपया बताएँ कि यह ख़र्च किस चीज़ का था।");
    await user.type(within(dialog).getByLabelText("किस चीज़ का ख़र्च था?"), "Dinner");
    await user.type(within(dialog).getByLabelText("रक़म (₹)"), "1000");
    expect(within(dialog).getByText("₹333.34")).toBeInTheDocument();
    expect(within(dialog).getByText("3 लोगों में बराबर बँटा")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: "रक़म के हिसाब से" }));
    await user.type(within(dialog).getByLabelText("आप का हिस्सा (₹)"), "400");
    expect(within(dialog).getByText("₹600 बाँटना बाक़ी है")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "सेव करें" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("सबके हिस्से मिलाकर ₹400 होते हैं, ₹1,000 नहीं।");
    await user.click(within(dialog).getByRole("button", { name: "रद्द करें" }));

    await user.click(screen.getByRole("button", { name: "Riya Sen को ₹300 दें" }));
    const pay = screen.getByRole("dialog", { name: "Riya Sen को ₹300 दें" });
    // The UPI note stays plain English whatever the language: UPI apps print it in bank statements.
    expect(within(pay).getByRole("link", { name: "UPI ऐप खोलें" })).toHaveAttribute(
      "href",
      "upi://pay?pa=riya%40okicici&pn=Riya%20Sen&am=300.00&cu=INR&tn=Coorg%20weekend%20costs",
    );
    expect(within(pay).getByRole("button", { name: "मैंने पैसे दे दिए" })).toBeInTheDocument();
  });

  it("say the server's refusal by its code in Hindi", async () => {
    answer({
      [keyOf(expenses.costs, { eventId: EVENT })]: () =>
        HttpResponse.json(
          { success: false, message: EXPENSE_MESSAGES.notWent, code: "expense.notWent" },
          { status: 403 },
        ),
    });
    renderCosts();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "इसका ख़र्च सिर्फ़ होस्ट और साथ गए सदस्य देख और जोड़ सकते हैं।",
    );
    expect(screen.getAllByRole("link", { name: "ग्रुप चैट पर वापस जाएँ" })[0]).toBeInTheDocument();
  });
});
