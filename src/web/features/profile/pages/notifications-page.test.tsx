import { notificationPreferencesResponse } from "@shared/contracts/preferences";
import { getNotificationPreferences, putNotificationPreferences } from "@shared/endpoints/users";
import { MESSAGE_EMAIL_AFTER_MINUTES } from "@shared/limits";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startLanguage } from "../../../lib/i18n";
import { READ_RECEIPT_TEXTS } from "../../../lib/texts";
import { answer, fail, HttpResponse, keyOf, ok } from "../../../test/api-stub";
import { renderProfile, signIn, stubApi } from "../test/fixtures";

// The screen's English, word for word (its words are in the account catalogue).
const T = {
  title: "Notifications",
  link: "Notifications",
  messagesHint: `Direct messages; by email only when a chat stays unread for ${MESSAGE_EMAIL_AFTER_MINUTES} minutes`,
  quietSwitch: "Quiet hours",
  from: "From",
  to: "To",
  save: "Save",
  saved: "Notification settings saved.",
  pushUnsupported: "This browser cannot show notifications, so push reaches your other devices only.",
};

const on = { push: true, email: true };
const saved = {
  channels: { requests: on, messages: on, reminders: on, eventUpdates: on, newNearYou: on },
  quietHours: { enabled: true, start: "22:00", end: "08:00" },
  readReceipts: true,
};

beforeEach(() => {
  signIn();
});

// GET answers `saved`; PUT records its body and answers what it got (or `refuse`).
function stubPreferences(refuse?: string) {
  const puts: unknown[] = [];
  answer({
    [keyOf(getNotificationPreferences)]: ok(getNotificationPreferences, saved),
    [keyOf(putNotificationPreferences)]: async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      if (refuse) return fail(400, refuse);
      return HttpResponse.json(notificationPreferencesResponse.parse({ success: true, data: body }));
    },
  });
  return puts;
}

describe("/profile/notifications", () => {
  it("shows each kind's push and email switches and quiet hours, and saves the whole choice", async () => {
    const puts = stubPreferences();
    renderProfile("/profile/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: T.title })).toBeInTheDocument();

    const requestsPush = await screen.findByRole("switch", { name: "Requests by push" });
    expect(requestsPush).toHaveAttribute("aria-checked", "true");
    for (const name of [
      "Messages by push",
      "Messages by email",
      "Reminders by email",
      "Event updates by email",
    ])
      expect(screen.getByRole("switch", { name })).toHaveAttribute("aria-checked", "true");
    // Messages by email are a digest of a chat left unread: the kind's hint says when it comes.
    expect(screen.getByText(T.messagesHint)).toHaveTextContent(`${MESSAGE_EMAIL_AFTER_MINUTES} minutes`);
    expect(screen.getByRole("switch", { name: T.quietSwitch })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByLabelText(T.from)).toHaveValue("22:00");
    expect(screen.getByLabelText(T.to)).toHaveValue("08:00");

    const user = userEvent.setup();
    await user.click(requestsPush);
    expect(requestsPush).toHaveAttribute("aria-checked", "false");
    await user.click(screen.getByRole("switch", { name: "Event updates by email" }));
    await user.click(screen.getByRole("switch", { name: "Messages by email" }));
    fireEvent.change(screen.getByLabelText(T.from), { target: { value: "23:30" } });
    fireEvent.change(screen.getByLabelText(T.to), { target: { value: "07:00" } });
    await user.click(screen.getByRole("button", { name: T.save }));

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        channels: {
          requests: { push: false, email: true },
          messages: { push: true, email: false },
          reminders: on,
          eventUpdates: { push: true, email: false },
          newNearYou: on,
        },
        quietHours: { enabled: true, start: "23:30", end: "07:00" },
        readReceipts: true,
      },
    ]);
  });

  it("turns read receipts off for the chat (issue 28), saved with the rest", async () => {
    const puts = stubPreferences();
    renderProfile("/profile/notifications");
    const receipts = await screen.findByRole("switch", { name: READ_RECEIPT_TEXTS.label });
    expect(receipts).toHaveAttribute("aria-checked", "true");
    expect(receipts).toHaveAccessibleDescription(READ_RECEIPT_TEXTS.hint);
    const user = userEvent.setup();
    await user.click(receipts);
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(puts).toEqual([{ ...saved, readReceipts: false }]);
  });

  it("turns quiet hours off (the times rest) and shows the server's refusal in an error toast", async () => {
    const puts = stubPreferences("Quiet hours need a start and an end that differ.");
    renderProfile("/profile/notifications");
    const quiet = await screen.findByRole("switch", { name: T.quietSwitch });
    const user = userEvent.setup();
    await user.click(quiet);
    expect(screen.getByLabelText(T.from)).toBeDisabled();
    await user.click(screen.getByRole("button", { name: T.save }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Quiet hours need a start and an end that differ.");
    expect(puts).toEqual([{ ...saved, quietHours: { ...saved.quietHours, enabled: false } }]);
  });

  it("says when this browser cannot show notifications (jsdom has no Push API)", async () => {
    stubPreferences();
    renderProfile("/profile/notifications");
    expect(await screen.findByText(T.pushUnsupported)).toBeInTheDocument();
  });

  it("is linked from /profile", async () => {
    stubApi();
    stubPreferences();
    renderProfile("/profile");
    const links = await screen.findByRole("navigation", { name: "Your profile" });
    expect(within(links).getByRole("link", { name: T.link })).toHaveAttribute(
      "href",
      "/profile/notifications",
    );
  });
});

describe("/profile/notifications in Hindi", () => {
  it("names each kind, switch and the quiet hours in Hindi, and saves", async () => {
    startLanguage({ read: () => "hi", save: () => {} });
    const puts = stubPreferences();
    renderProfile("/profile/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: "सूचनाएँ" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "अनुरोध पुश से" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "मैसेज ईमेल से" })).toBeInTheDocument();
    expect(
      screen.getByText(`सीधे मैसेज; ईमेल से तभी, जब कोई चैट ${MESSAGE_EMAIL_AFTER_MINUTES} मिनट तक बिना पढ़े रहे`),
    ).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "शांत समय" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByLabelText("से")).toHaveValue("22:00");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "सेव करें" }));
    expect(await screen.findByText("सूचना की सेटिंग सेव हो गई।")).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });
});
