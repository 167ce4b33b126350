import { messageResponse } from "@shared/contracts/events";
import type { MySafety } from "@shared/contracts/share";
import { checkInArrived, mySafety, revokeShareLink } from "@shared/endpoints/share";
import { SHARE_MESSAGES } from "@shared/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, fail, keyOf, ok } from "../../../test/api-stub";
import { answerHomeSafe, answerMakeLink, base, LINK, renderPanel, userWithClipboard } from "../test/fixtures";

describe("the trusted-contact panel", () => {
  it("makes a link and shows it once, with Copy; the panel then says it is active", async () => {
    answerMakeLink(`/share/${"t".repeat(43)}`);
    const { user, writeText } = userWithClipboard();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Share with a trusted contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Share with a trusted contact" });
    const url = `${window.location.origin}/share/${"t".repeat(43)}`;
    expect(within(dialog).getByRole("textbox", { name: "Private link" })).toHaveValue(url);
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(dialog).findByText("Link copied")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Sharing with a trusted contact")).toBeInTheDocument();
    expect(screen.getByText("The link works until 06 Dec 2026, 11:59 PM.")).toBeInTheDocument();
    // Reopened, the address is not shown again: only a new link or stop.
    await user.click(screen.getByRole("button", { name: "Manage link" }));
    const again = await screen.findByRole("dialog");
    expect(within(again).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(again).getByRole("button", { name: "Make a new link" })).toBeInTheDocument();
  });

  it("stops sharing", async () => {
    let safety: MySafety = { ...base, link: LINK };
    const revoked = vi.fn();
    answer({
      [keyOf(mySafety, { eventId: "e1" })]: () => ok(mySafety, safety),
      [keyOf(revokeShareLink, { linkId: "l1" })]: () => {
        revoked();
        safety = base;
        return ok(messageResponse, null, { message: SHARE_MESSAGES.linkRevoked });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Manage link" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Stop sharing" }));
    expect(await screen.findByRole("button", { name: "Share with a trusted contact" })).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks Home safe? after the end, and says when the member answered", async () => {
    answerHomeSafe("2026-12-04T19:00:00.000Z");
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText("Home safe?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I'm home safe" }));
    expect(await screen.findByText("You confirmed you're home safe at 12:30 AM.")).toBeInTheDocument();
    expect(screen.queryByText("Home safe?")).not.toBeInTheDocument();
  });

  it("shows a refused check-in's reason, and nothing for a member who is not going", async () => {
    answer({
      [keyOf(mySafety, { eventId: "e1" })]: ok(mySafety, { ...base, canArrive: true }),
      [keyOf(checkInArrived, { eventId: "e1" })]: fail(409, SHARE_MESSAGES.arriveTooEarly),
    });
    const user = userEvent.setup();
    const view = renderPanel();
    await user.click(await screen.findByRole("button", { name: "I've arrived" }));
    expect(await screen.findByText(SHARE_MESSAGES.arriveTooEarly)).toBeInTheDocument();
    view.unmount();

    answer({ [keyOf(mySafety, { eventId: "e1" })]: fail(403, SHARE_MESSAGES.notGoing) });
    renderPanel();
    await waitFor(() =>
      expect(screen.queryByRole("status", { name: "Loading your check-in" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("region", { name: "Trusted contact" })).not.toBeInTheDocument();
  });
});
