import type { APIRequestContext } from "@playwright/test";
import * as expenses from "../src/shared/endpoints/expenses";
import * as users from "../src/shared/endpoints/users";
import { callEndpoint } from "./api/client";
import { approvedEvent, joinAndAccept } from "./api/events";
import type { Member } from "./api/members";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";
import { secondMember } from "./sign-in";

// Issue 28 item 7: three members of a Go Dutch experience (the host and two accepted members) add
// what they paid, the group sees the balances and the fewest payments, one member pays the host
// through the UPI link (its URL checked) and records it, the host marks it received, and once the
// last payment is in too, every balance is zero. Two browsers: the host's and a member's, each seeing
// the other's changes without a reload; the third member works through the API.

const costsOf = (groupId: string, eventId: string) => `/chats/group/${groupId}/${eventId}/costs`;

async function addByApi(request: APIRequestContext, eventId: string, who: Member, among: Member[]) {
  await callEndpoint(request, expenses.addExpense, {
    params: { eventId },
    as: who,
    data: {
      description: "Cab from the station",
      amountPaise: 900_00,
      paidBy: who.userId,
      split: { kind: "equal", members: among.map((m) => m.userId) },
    },
  });
}

test("three members split a trip's costs and settle them by UPI", async ({
  browser,
  page,
  request,
  login,
  newMember,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Coorg weekend ${stamp}`;
  const host = await login({ member: await newMember({ name: "Riya Sen" }) });
  const asha = await secondMember(browser, testInfo, await newMember({ name: "Asha Rao" }));
  const vik = await newMember({ name: "Vik Shah" });
  await callEndpoint(request, users.updateMyProfile, { as: host, data: { upiId: "riya.sen@okicici" } });
  const event = await approvedEvent(request, host, { name, paymentType: "dutch" });
  const { groupId, eventId } = await joinAndAccept(request, event._id, host, asha.member);
  await joinAndAccept(request, eventId, host, vik);

  // The host finds the costs from the group chat.
  await page.goto(`/chats/group/${groupId}/${eventId}`);
  await page.getByRole("link", { name: /^Costs of / }).click();
  await expect(page).toHaveURL(costsOf(groupId, eventId));
  await expect(page.getByText("No costs yet")).toBeVisible();
  await asha.page.goto(costsOf(groupId, eventId));
  await expect(asha.page.getByTestId("my-balance")).toHaveText("You are settled up");

  // The host paid the homestay (Rs. 3,000) for the three.
  await page.getByRole("button", { name: "Add expense" }).click();
  let form = page.getByRole("dialog", { name: "Add expense" });
  await form.getByLabel("What was it for?").fill("Homestay");
  await form.getByLabel("Amount (Rs.)").fill("3000");
  await expect(form.getByText("split equally among 3")).toBeVisible();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Expense added.")).toBeVisible();
  await expect(page.getByTestId("my-balance")).toHaveText("You are owed Rs. 2,000");
  // Asha's open screen follows without a reload.
  await expect(asha.page.getByText("Homestay")).toBeVisible();
  await expect(asha.page.getByTestId("my-balance")).toHaveText("You owe Rs. 1,000");

  // Asha paid dinner (Rs. 600) for the three; Vik the cab (Rs. 900), through the API.
  await asha.page.getByRole("button", { name: "Add expense" }).click();
  form = asha.page.getByRole("dialog", { name: "Add expense" });
  await form.getByLabel("What was it for?").fill("Dinner at Raintree");
  await form.getByLabel("Amount (Rs.)").fill("600.00");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(asha.page.getByText("Expense added.")).toBeVisible();
  await addByApi(request, eventId, vik, [host, asha.member, vik]);
  await expect(page.getByText("Cab from the station")).toBeVisible();
  await expect(page.getByText("Dinner at Raintree")).toBeVisible();

  // Riya +1,500, Asha -900, Vik -600: two payments settle the group, both to Riya.
  await expect(page.getByTestId("my-balance")).toHaveText("You are owed Rs. 1,500");
  await expect(asha.page.getByTestId("my-balance")).toHaveText("You owe Rs. 900");
  const settle = page.getByRole("region", { name: "Settle up" });
  await expect(settle.getByText("Asha Rao pays you Rs. 900")).toBeVisible();
  await expect(settle.getByText("Vik Shah pays you Rs. 600")).toBeVisible();
  await expectAccessible(page, "the costs screen");

  // Asha pays through the UPI link: the link a phone's UPI app opens, and its QR code.
  await asha.page.getByRole("button", { name: "Pay Rs. 900 to Riya Sen" }).click();
  const pay = asha.page.getByRole("dialog", { name: "Pay Rs. 900 to Riya Sen" });
  const link = pay.getByRole("link", { name: "Open UPI app" });
  await expect(link).toHaveAttribute(
    "href",
    `upi://pay?pa=riya.sen%40okicici&pn=Riya%20Sen&am=900.00&cu=INR&tn=${encodeURIComponent(`${name} costs`)}`,
  );
  const qr = pay.getByRole("img", { name: "QR code to pay Rs. 900 to Riya Sen by UPI" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-upi-link", (await link.getAttribute("href"))!);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(asha.page, "the payment dialog");
  await pay.getByRole("button", { name: "I've paid" }).click();
  await expect(asha.page.getByText("Recorded. Waiting for Riya Sen to mark it received.")).toBeVisible();
  // Recorded, not received: the balances stay until Riya confirms.
  await expect(asha.page.getByTestId("my-balance")).toHaveText("You owe Rs. 900");

  // Riya is told, in her bell, and the notification opens these costs.
  await page.getByRole("button", { name: "Notifications" }).click();
  const told = page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`Asha Rao says they paid you for ${name}`) });
  await expect(told).toHaveAttribute("href", costsOf(groupId, eventId));
  await page.getByRole("button", { name: "Close notifications" }).click();

  // Riya sees it arrive and marks it received; Asha's screen follows.
  await page.getByRole("button", { name: "Mark Rs. 900 from Asha Rao received" }).click();
  await expect(page.getByText("Marked received.")).toBeVisible();
  await expect(asha.page.getByTestId("my-balance")).toHaveText("You are settled up");
  await expect(page.getByTestId("my-balance")).toHaveText("You are owed Rs. 600");
  // The expenses the receipt settled no longer change.
  await expect(page.getByRole("button", { name: "Edit Homestay" })).toHaveCount(0);

  // Vik pays too (through the API, without a UPI app), and Riya marks it received: all square.
  const vikPays = await callEndpoint(request, expenses.recordPayment, {
    params: { eventId },
    as: vik,
    data: { to: host.userId, amountPaise: 600_00 },
  });
  await page.getByRole("button", { name: "Mark Rs. 600 from Vik Shah received" }).click();
  await expect(page.getByTestId("my-balance")).toHaveText("You are settled up");
  await expect(page.getByText("Everyone is settled up.")).toBeVisible();
  await expect(asha.page.getByText("Everyone is settled up.")).toBeVisible();
  const balances = page.getByRole("region", { name: "Balances" });
  await expect(balances.getByText("settled up")).toHaveCount(3);
  const final = await callEndpoint(request, expenses.costs, { params: { eventId }, as: vik });
  expect(final.data.balances.map((b) => b.amountPaise)).toEqual([0, 0, 0]);
  expect(final.data.payments.find((p) => p._id === vikPays.data._id)?.receivedAt).not.toBeNull();
  await asha.close();
});
