import { sendDirect } from "./api/people";
import { expect, test } from "./fixtures";

// Issue 38 item 8, "A caution where scams start": a member nobody has been on an experience with
// writes "Pay me on UPI ravi@okaxis"; the recipient sees the message as sent, a short safety note
// under it, and reports it from the note. Her own messages and plain words carry no note.

test("a stranger's payment request shows the recipient a caution that opens Report", async ({
  page,
  login,
  newMember,
}) => {
  const priya = await login();
  const ravi = await newMember({ name: "Ravi Verma" });
  await sendDirect(page.request, ravi, priya, "Hi! Saw you like treks");
  await sendDirect(page.request, priya, ravi, "Call me on 98765 43210");
  await sendDirect(page.request, ravi, priya, "Pay me on UPI ravi@okaxis");

  await page.goto(`/chats/user/${ravi.userId}`);
  const log = page.getByRole("log");
  const ask = log.locator("[data-message-id]").filter({ hasText: "Pay me on UPI ravi@okaxis" });
  const note = ask.getByRole("note");
  await expect(note).toHaveText(/Only pay people you've met\. Report anything odd\./);
  // The message is shown as written; the others have no note.
  await expect(ask.getByText("Pay me on UPI ravi@okaxis", { exact: true })).toBeVisible();
  await expect(log.getByRole("note")).toHaveCount(1);

  await note.getByRole("button", { name: "Report the message from Ravi Verma" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Asked me to pay before we ever met");
  const reported = page.waitForResponse((r) => /\/api\/messages\/[^/]+\/report$/.test(r.url()));
  await dialog.getByRole("button", { name: "Send report" }).click();
  expect((await reported).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Thank you. Our admins will look at this message.")).toBeVisible();
});
