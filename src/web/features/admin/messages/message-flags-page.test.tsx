import type { MessageFlagEntry } from "@shared/contracts/message-extras";
import { messageFlags, resolveMessageFlags } from "@shared/endpoints/messages";
import { MESSAGE_FLAG_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, fail, keyOf, ok, recordCalls } from "../../../test/api-stub";
import { renderRoutes } from "../../../test/render";
import { MessageFlagsPage } from "../pages/message-flags-page";

const text: MessageFlagEntry = {
  message: {
    _id: "m1",
    content: "Send me your number, now.",
    image: null,
    createdAt: "2026-11-16T10:00:00.000Z",
  },
  sender: { _id: "u2", name: "Rohit Verma", avatar: null },
  where: { kind: "group", eventId: "e1", name: "Coorg coffee trail" },
  flags: [
    { _id: "f1", reason: "Creepy", createdAt: "2026-11-17T10:00:00.000Z", reporterName: "Meera Nair" },
    { _id: "f2", reason: "Harassment", createdAt: "2026-11-18T10:00:00.000Z", reporterName: "Dev Nair" },
  ],
};
const photo: MessageFlagEntry = {
  message: {
    _id: "m2",
    content: "",
    image: `/uploads/${"c".repeat(40)}.webp`,
    createdAt: "2026-11-16T11:00:00.000Z",
  },
  sender: { _id: "u3", name: "Kabir Mehta", avatar: null },
  where: { kind: "direct", recipientName: "Ananya Reddy" },
  flags: [
    { _id: "f3", reason: "Not ok", createdAt: "2026-11-17T10:00:00.000Z", reporterName: "Ananya Reddy" },
  ],
};

const render = () =>
  renderRoutes([{ path: "/admin/messages", element: <MessageFlagsPage /> }], "/admin/messages");

describe("/admin/messages", () => {
  it("lists each reported message with its sender, where it was said and its reports, and removes one", async () => {
    const calls = recordCalls();
    let open = [text, photo];
    answer({
      [keyOf(messageFlags)]: () => ok(messageFlags, open),
      [keyOf(resolveMessageFlags, { id: "m1" })]: () => {
        open = [photo];
        return ok(resolveMessageFlags, null, { message: MESSAGE_FLAG_MESSAGES.removed });
      },
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Reported messages" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Reported messages" });
    const [first, second] = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent("Rohit Verma");
    expect(first).toHaveTextContent("In the group of Coorg coffee trail");
    expect(first).toHaveTextContent("Send me your number, now.");
    expect(first).toHaveTextContent("2 reports");
    expect(first).toHaveTextContent("Meera Nair: Creepy");
    expect(first).toHaveTextContent("Dev Nair: Harassment");
    expect(within(first!).getByRole("link", { name: "Rohit Verma" })).toHaveAttribute(
      "href",
      "/admin/user/profile/u2",
    );
    expect(second).toHaveTextContent("To Ananya Reddy");
    expect(within(second!).getByRole("img", { name: "Photo" })).toHaveAttribute("src", photo.message.image);

    await userEvent.setup().click(within(list).getByRole("button", { name: "Remove Rohit Verma's message" }));
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "remove" }));
    await waitFor(() => expect(screen.queryByText("Send me your number, now.")).not.toBeInTheDocument());
    expect(screen.getByText("Kabir Mehta")).toBeInTheDocument();
  });

  it("dismisses the reports, showing a refusal in the red box", async () => {
    answer({
      [keyOf(messageFlags)]: ok(messageFlags, [text]),
      [keyOf(resolveMessageFlags, { id: "m1" })]: fail(404, MESSAGE_FLAG_MESSAGES.nothingOpen),
    });
    render();
    const list = await screen.findByRole("list", { name: "Reported messages" });
    await userEvent
      .setup()
      .click(within(list).getByRole("button", { name: "Dismiss the reports of Rohit Verma's message" }));
    expect(await screen.findByText(MESSAGE_FLAG_MESSAGES.nothingOpen)).toBeInTheDocument();
  });

  it("says when no message waits for a decision", async () => {
    answer({ [keyOf(messageFlags)]: ok(messageFlags, []) });
    render();
    expect(await screen.findByText("No message is waiting for a decision.")).toBeInTheDocument();
  });
});
